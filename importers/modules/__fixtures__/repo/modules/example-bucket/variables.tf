variable "bucket_name" {
  description = "Name of the S3 bucket."
  type        = string

  validation {
    condition     = length(var.bucket_name) >= 3
    error_message = "Bucket names have at least 3 characters."
  }
}

variable "lifecycle_rules" {
  description = "Lifecycle rules keyed by rule ID."
  type = map(object({
    prefix          = string
    expiration_days = optional(number, 30)
    transitions     = optional(list(object({ days = number, storage_class = string })), [])
  }))
  default = {}
}

variable "allowed_principals" {
  description = "IAM ARNs allowed to read objects."
  type        = list(string)
  default     = ["arn:aws:iam::111111111111:root"]
}

variable "versioning" {
  type    = bool
  default = true
}

variable "kms_key_arn" {
  description = "KMS key for server-side encryption."
  type        = string
  default     = null
  sensitive   = true
}

variable "policy_footer" {
  description = "Extra policy text."
  type        = string
  default     = <<-EOT
    managed-by = terraform
  EOT
}

variable "tags" {
  description = "Tags for every resource."
  type        = map(string)
  default     = { team = "platform" }
}

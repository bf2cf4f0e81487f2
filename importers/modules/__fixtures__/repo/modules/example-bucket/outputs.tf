output "bucket_arn" {
  description = "ARN of the bucket."
  value       = aws_s3_bucket.this.arn
}

output "access_key" {
  value     = aws_iam_access_key.reader.secret
  sensitive = true
}

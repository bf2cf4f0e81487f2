/**
 * The key (and URL slug) of a docs tag as Docusaurus 2 derived it from a tag name with lodash's
 * kebabCase: words and letter-digit runs split by dashes, lower case (s3 → s-3, TLS → tls,
 * route53 → route-53), so tag pages keep the published URLs.
 */
export function tagKey(name: string): string {
  return (name.match(/[A-Z]{2,}(?=[A-Z][a-z]|\b|\d)|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [])
    .map((word) => word.toLowerCase())
    .join('-');
}

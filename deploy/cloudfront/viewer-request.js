// CloudFront Function (runtime cloudfront-js-2.0) for the viewer-request event of the
// distribution in front of the S3 bucket. It applies the URL rules of deploy/nginx/ at the
// edge: addresses a visitor typed with .html, /index.html or a trailing slash get a 301 to
// the clean path (query string kept), and clean paths are mapped to the object that holds
// the page, since S3 has no try_files. See deploy/README.md.

// Files that are fetched under their own name; every other path is a page. A list rather
// than "has a dot", because routes such as /guides/stay-up-to-date/cis/cis-1.5.0 have dots.
var fileExtension =
  /\.(html|css|js|mjs|json|map|xml|txt|md|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|wasm|pdf|zip|mp4|webm|webmanifest)$/i;

// The first character after the slash may not be another slash or a backslash, so a
// redirect can never point at another host (//example.com/...).
var localPath = /^\/[^/\\]/;

function queryString(querystring) {
  var parts = [];
  Object.keys(querystring).forEach(function (name) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    values.forEach(function (item) {
      parts.push(item.value === '' ? name : name + '=' + item.value);
    });
  });
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

function cleanPath(uri) {
  if (uri === '/index.html') return '/';
  if (!localPath.test(uri)) return null;
  if (/\/index\.html$/.test(uri)) return uri.slice(0, -'/index.html'.length);
  if (/\.html$/.test(uri)) return uri.slice(0, -'.html'.length);
  if (/\/+$/.test(uri)) return uri.replace(/\/+$/, '');
  return null;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var clean = cleanPath(uri);
  if (clean !== null) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: clean + queryString(request.querystring) } },
    };
  }
  if (uri === '/') {
    request.uri = '/index.html';
  } else if (uri !== '/404' && !fileExtension.test(uri)) {
    // /404 is left alone: no object has that key, so the 404 error response answers it.
    request.uri = uri + '.html';
  }
  return request;
}

/**
 * Renders the nginx configuration from the templates in deploy/nginx/. Pure: text in, text
 * out; reading templates and the build and writing files happen in prepare.ts.
 */
import type { PageScripts } from './csp.ts';

/** The templates as read from deploy/nginx/. */
export type Templates = { nginx: string; securityHeaders: string; mimeTypes: string };

/** Where and how one server runs. */
export type ServerSettings = {
  /** nginx `listen` value: "127.0.0.1:8080" locally, "8080" in the container. */
  listen: string;
  /** Absolute path of the built site. */
  root: string;
  /** Absolute folder for the pid file and temporary files; must be writable. */
  stateDir: string;
  /** nginx `error_log` target, e.g. "stderr". */
  errorLog: string;
  /** nginx `access_log` value, e.g. "off" or "/dev/stdout combined". */
  accessLog: string;
  /** Worker user, only when the master runs as root; omitted otherwise. */
  user?: string;
};

/** Everything the templates need besides the server settings. */
export type RenderInput = {
  templates: Templates;
  server: ServerSettings;
  contentSecurityPolicy: string;
  pageScripts: PageScripts[];
};

/** The rendered files, by the name the main configuration includes them under. */
export type RenderedConfig = Record<'nginx.conf' | 'security-headers.conf' | 'mime.types', string>;

/** nginx variable the CSP names for per-page script hashes (set by a map in the template). */
export const pageHashesVariable = '$page_script_hashes';

const placeholder = /\{\{([A-Za-z]+)\}\}/g;

/** Replaces every {{name}}; a placeholder without a value, or a value never used, is an error. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  const used = new Set<string>();
  const text = template.replace(placeholder, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for template placeholder {{${name}}}`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`Template has no placeholder for: ${unused.join(', ')}`);
  return text;
}

/** Quotes a string for nginx; a double quote or backslash would end or escape it early. */
export function nginxString(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

function assertNginxSafe(name: string, value: string): void {
  // Values go into directives unquoted or inside quotes; a ; { } " or newline would change
  // the configuration's structure rather than fill a value.
  if (/[;{}"\n\r]/.test(value)) throw new Error(`${name} may not contain ; { } " or newlines`);
}

const stamp = '# Rendered by scripts/serve/render.ts from deploy/nginx/; edit the templates.\n';

/** Renders nginx.conf, security-headers.conf and mime.types for one server. */
export function renderNginxConfig({
  templates,
  server,
  contentSecurityPolicy,
  pageScripts,
}: RenderInput): RenderedConfig {
  for (const [name, value] of Object.entries(server)) assertNginxSafe(name, value);
  // The policy sits inside one double-quoted add_header value, where ; is fine.
  if (/["\\\n\r]/.test(contentSecurityPolicy)) {
    throw new Error('The Content-Security-Policy may not contain a double quote, \\ or newline');
  }

  const mapLines = pageScripts.map(
    ({ uri, hashes }) => `        ${nginxString(uri)} ${nginxString(hashes.join(' '))};`,
  );
  const nginx = fillTemplate(templates.nginx, {
    user: server.user
      ? `user ${server.user};`
      : '# No user directive: a master started without root runs its workers as itself.',
    stateDir: server.stateDir,
    errorLog: server.errorLog,
    accessLog: server.accessLog,
    listen: server.listen,
    root: server.root,
    pageScriptHashes: mapLines.join('\n'),
  });
  const securityHeaders = fillTemplate(templates.securityHeaders, { contentSecurityPolicy });
  return {
    'nginx.conf': stamp + nginx,
    'security-headers.conf': stamp + securityHeaders,
    'mime.types': templates.mimeTypes,
  };
}

/** Maps a file under build/ ("a/b/index.html") to the $uri nginx has after try_files. */
export function uriOfBuildFile(relativePath: string): string {
  return `/${relativePath.split('\\').join('/')}`;
}

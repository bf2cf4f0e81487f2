/**
 * The MCP server: the site's tools over one build (site.ts), with zod input schemas, a
 * description an assistant can act on, and answers as short text plus structured content.
 * A bad request comes back as a tool error (`isError`) that says what was wrong; anything else
 * that fails does too, so one bad call never stops the server.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { isToolError, type DocsSite, type ModuleFactsJson } from './site.ts';

type Answer = {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

async function answer(
  work: () => Promise<{ text: string; data: Record<string, unknown> }>,
): Promise<Answer> {
  try {
    const { text, data } = await work();
    return { content: [{ type: 'text', text }], structuredContent: data };
  } catch (error) {
    const message = isToolError(error)
      ? error.message
      : `internal error: ${(error as Error).message}`;
    return { content: [{ type: 'text', text: message }], isError: true };
  }
}

const moduleLine = (facts: ModuleFactsJson) =>
  `${facts.id} (${facts.kind}, ${facts.repository} ${facts.version}): ${facts.title}. ${facts.description}`;

/** Version of the tools' contract (names, inputs, answers); bump it when one changes. */
export const serverVersion = '1.0.0';

export function createServer(site: DocsSite): McpServer {
  const server = new McpServer({ name: 'gruntwork-docs', version: serverVersion });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Gruntwork docs',
      description:
        'Full-text search over the Gruntwork documentation site (guides, the module and service reference, the knowledge base of answered questions, release notes), ranked exactly as the site search ranks it. Use it first for any question about Gruntwork modules, Terragrunt setups, the Reference Architecture, Pipelines or Patcher, or to find the page about an error message; then read a result with read_page. Narrow with section (for example "Knowledge Base" or "Library Reference").',
      inputSchema: {
        query: z.string().describe('Words, a module slug, an input name or an error message'),
        section: z.string().optional().describe('Only pages of this site section'),
        limit: z.number().int().min(1).max(25).optional().describe('How many results (8)'),
      },
    },
    ({ query, section, limit }) =>
      answer(async () => {
        const hits = await site.search(query, {
          ...(section ? { section } : {}),
          ...(limit ? { limit } : {}),
        });
        const text = hits.length
          ? hits
              .map(
                (hit, i) =>
                  `${i + 1}. ${hit.title} (${hit.section})\n   ${hit.url}\n   ${hit.excerpt}`,
              )
              .join('\n')
          : `No page matches "${query}".`;
        return { text, data: { results: hits } };
      }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page',
      description:
        "Returns a page of the docs site as Markdown (its published Markdown twin), or only the section under one heading. Give the page's URL or path as search_docs returned it; a #anchor or the heading text as heading narrows the answer to that section, which keeps long reference pages short.",
      inputSchema: {
        url_or_path: z
          .string()
          .describe('A page URL or path, such as /reference/modules/terraform-aws-vpc/vpc-app'),
        heading: z.string().optional().describe('Heading text or anchor of the section to return'),
      },
    },
    ({ url_or_path, heading }) =>
      answer(async () => {
        const page = await site.readPage(url_or_path, heading);
        return { text: page.markdown, data: page };
      }),
  );

  server.registerTool(
    'find_module',
    {
      title: 'Find a Gruntwork module or service',
      description:
        'Finds modules of the Gruntwork Library and services of the Service Catalog by slug, title or purpose (for example "vpc-app", "EKS cluster" or "rotate RDS passwords"). Returns each one\'s id, title, kind, repository version and one line about it; pass the id to get_module for its inputs and outputs.',
      inputSchema: {
        query: z.string().describe('A slug, a title or what the module should do'),
        limit: z.number().int().min(1).max(25).optional().describe('How many results (10)'),
      },
    },
    ({ query, limit }) =>
      answer(async () => {
        const found = await site.findModule(query, limit ?? 10);
        const modules = found.map((facts) => ({
          id: facts.id,
          title: facts.title,
          kind: facts.kind,
          repository: facts.repository,
          version: facts.version,
          description: facts.description,
          url: facts.url,
        }));
        const text = found.length
          ? found.map((facts) => `- ${moduleLine(facts)}`).join('\n')
          : `No module or service matches "${query}".`;
        return { text, data: { modules } };
      }),
  );

  server.registerTool(
    'get_module',
    {
      title: "Get a module's facts",
      description:
        'Returns the reference facts of one module or service: the version the reference documents, its source address, kind, every input (type, whether required, default, description) and output, sample usage for Terraform and Terragrunt, and its newest releases. Use it before writing a module block so every input name and type is real. Accepts an id from find_module, a slug or the page URL.',
      inputSchema: {
        id: z.string().describe('Module id such as modules/vpc/vpc-app, a slug, or its page URL'),
      },
    },
    ({ id }) =>
      answer(async () => {
        const facts = await site.getModule(id);
        const usage = site.usage(facts);
        const required = facts.inputs.filter((input) => input.required);
        const lines = [
          moduleLine(facts),
          `Source: ${facts.source ?? `${facts.repository}//${facts.path}`}`,
          facts.deprecation
            ? `Deprecated${facts.deprecation.replacedBy ? `: use ${facts.deprecation.replacedBy}` : ''}.`
            : '',
          `Required inputs: ${required.map((input) => `${input.name} (${input.type ?? 'any'})`).join(', ') || 'none'}`,
          `Optional inputs: ${facts.inputs.length - required.length}; outputs: ${facts.outputs.length}. Reference: ${facts.url}`,
          usage ? `\n${usage.terraform}` : '',
        ].filter(Boolean);
        const releases = (facts.releases ?? []).slice(0, 5);
        return {
          text: lines.join('\n'),
          data: { ...facts, releases, ...(usage ? { usage } : {}) },
        };
      }),
  );

  server.registerTool(
    'check_module_call',
    {
      title: 'Check a module call',
      description:
        'Checks a Terraform module block or a Terragrunt unit that calls a Gruntwork module against the reference: inputs the module does not have (with the closest real name), required inputs left out, literals of the wrong type, and a ?ref= pin that is later than the reference or not a release. Run it on every module block you write or edit. A "# ..." comment line marks inputs left out on purpose.',
      inputSchema: {
        code: z.string().describe('HCL: one or more module blocks, or a terragrunt.hcl unit'),
      },
    },
    ({ code }) =>
      answer(async () => {
        const result = await site.checkModuleCall(code);
        const text = result.findings.length
          ? result.findings.map((finding) => `line ${finding.line}: ${finding.message}`).join('\n')
          : `No problems found in the call to ${result.calls.join(', ')}.`;
        return { text, data: { ok: result.findings.length === 0, ...result } };
      }),
  );

  server.registerTool(
    'list_releases',
    {
      title: 'List releases',
      description:
        'Lists releases of Gruntwork repositories, newest first, with date, version, kind (breaking, feature, fix, dependency, docs), a summary and a link to the release notes. Narrow by repository (terraform-aws-vpc), by module slug (vpc-app) and by since: a date (2023-06) or, with a repository, a version (v0.25.0). Read breaking releases before upgrading a pin.',
      inputSchema: {
        repository: z.string().optional().describe('Repository name, such as terraform-aws-vpc'),
        module: z.string().optional().describe('Module slug the release changed, such as vpc-app'),
        since: z.string().optional().describe('A date (2023-06 or 2023-06-15) or a version'),
        limit: z.number().int().min(1).max(200).optional().describe('How many releases (20)'),
      },
    },
    ({ repository, module, since, limit }) =>
      answer(async () => {
        const releases = await site.listReleases({
          ...(repository ? { repository } : {}),
          ...(module ? { module } : {}),
          ...(since ? { since } : {}),
          ...(limit ? { limit } : {}),
        });
        const text = releases.length
          ? releases
              .map(
                (release) =>
                  `${release.published} ${release.repository} ${release.version}${release.kind ? ` (${release.kind})` : ''}: ${release.summary} ${release.url}`,
              )
              .join('\n')
          : 'No release matches.';
        return { text, data: { releases } };
      }),
  );

  return server;
}

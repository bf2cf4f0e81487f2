import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { loadModules, loadServices } from './load';
import { renderModule, renderReferencePages, renderService } from './render';

const fixtures = path.join(__dirname, '__fixtures__');
const relative = <T extends { file: string }>(items: T[]) =>
  items.map((item) => ({ ...item, file: path.relative(process.cwd(), item.file) }));

describe('reference generator', () => {
  it('renders a module page that matches its golden file and compiles as MDX', async () => {
    const [module] = relative(await loadModules(fixtures));
    if (!module) throw new Error('fixture missing');
    const page = renderModule(module);
    expect(page.path).toBe('docs/reference/modules/terraform-aws-vpc/vpc-flow-logs.mdx');
    await expect(page.content).toMatchFileSnapshot('__golden__/vpc-flow-logs.mdx');
    await expect(compile(page.content)).resolves.toBeDefined();
  });

  it('renders a service page with its tags, deploy and manage sections', async () => {
    const [service] = relative(await loadServices(fixtures));
    if (!service) throw new Error('fixture missing');
    const page = renderService(service);
    expect(page.path).toBe('docs/reference/services/networking/management-vpc.mdx');
    await expect(page.content).toMatchFileSnapshot('__golden__/management-vpc.mdx');
    await expect(compile(page.content)).resolves.toBeDefined();
  });

  it('escapes prose braces and tags but keeps code as written', async () => {
    const [module] = await loadModules(fixtures);
    if (!module) throw new Error('fixture missing');
    const { content } = renderModule(module);
    expect(content).toContain('\\{this\\} and tags such as &lt;Example/&gt;');
    expect(content).toContain('`map(string)`');
  });

  it('writes a sidebar category for every group and service category', () => {
    const files = renderReferencePages([], []).map((file) => file.path);
    expect(files).toContain('docs/reference/modules/terraform-aws-cache/_category_.json');
    expect(files.filter((file) => file.endsWith('_category_.json'))).toHaveLength(2 + 16 + 6);
  });
});

describe('reference data validation', () => {
  it('names the file and field of a bad record', async () => {
    const bad = path.join(fixtures, '..', '__bad_fixtures__');
    await expect(loadModules(bad)).rejects.toThrow(
      /Invalid data in .*modules\/vpc\/vpc-app\.yml:\n {2}inputs\.0\.default: a required input has no default/,
    );
  });
});

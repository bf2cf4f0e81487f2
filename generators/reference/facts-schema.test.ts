import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteData } from '../data';
import type { OutputFile } from '../shared/types';
import { renderReferenceFacts } from './facts-json';
import { factsJsonSchema } from './facts-schema';
import { renderReferencePages } from './render';

const siteUrl = 'https://docs.example.test';
const schemaPath = 'generated/static/schemas/reference-facts.schema.json';

/** A calendar date, as the schema's "date" format means (Ajv checks no format by itself). */
function isDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function validator(schema: Record<string, unknown>) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, formats: { date: isDate } });
  return ajv.compile(schema);
}

describe('reference facts JSON Schema', () => {
  let files: OutputFile[] = [];
  let pages = new Set<string>();

  beforeAll(async () => {
    const data = siteData(path.join(__dirname, '..', '..', 'data'));
    const [modules, services] = [await data.modules(), await data.services()];
    const releases = await data.releases();
    files = renderReferenceFacts(modules, services, releases, siteUrl);
    pages = new Set(renderReferencePages(modules, services, releases).map((file) => file.path));
  }, 60_000);

  it('publishes itself with its URL, a title and a description', () => {
    const file = files.find((item) => item.path === schemaPath);
    expect(JSON.parse(file?.content ?? '{}')).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: `${siteUrl}/schemas/reference-facts.schema.json`,
      title: 'Reference page facts',
      description: expect.any(String) as unknown,
    });
  });

  it('accepts the facts of every module and service page in data/', () => {
    const validate = validator(factsJsonSchema(siteUrl));
    const facts = files.filter((file) => file.path !== schemaPath);
    expect(facts).toHaveLength([...pages].filter((page) => page.endsWith('.mdx')).length);
    const invalid = facts.flatMap((file) =>
      validate(JSON.parse(file.content))
        ? []
        : [`${file.path}: ${JSON.stringify(validate.errors)}`],
    );
    expect(invalid).toEqual([]);
  });

  it('serves each file at its page URL + .json, beside a page that exists', () => {
    const mismatched = files
      .filter((file) => file.path !== schemaPath)
      .flatMap((file) => {
        const url = new URL((JSON.parse(file.content) as { url: string }).url);
        const route = url.pathname;
        const ok =
          url.origin === siteUrl &&
          file.path === `generated/static${route}.json` &&
          pages.has(`docs${route}.mdx`);
        return ok ? [] : [file.path];
      });
    expect(mismatched).toEqual([]);
  });

  it('rejects facts that break the schema, naming the field', () => {
    const validate = validator(factsJsonSchema(siteUrl));
    const valid = JSON.parse(files.find((file) => file.path !== schemaPath)?.content ?? '{}') as {
      [key: string]: unknown;
    };
    expect(validate(valid)).toBe(true);
    const withoutVersion = { ...valid };
    delete withoutVersion.version;
    const release = { version: 'v1.0.0', url: `${siteUrl}/x`, summary: 'A summary.' };
    const cases: [unknown, ...string[]][] = [
      [withoutVersion, ' required'],
      [{ ...valid, invented: 'not a fact' }, ' additionalProperties'],
      [{ ...valid, url: '/reference/relative' }, '/url pattern'],
      [{ ...valid, kind: 'helm' }, '/kind enum'],
      [
        { ...valid, releases: [{ ...release, published: '2023-02-30' }] },
        '/releases/0/published pattern',
        '/releases/0/published format',
      ],
      [
        { ...valid, inputs: [{ name: 'x', required: 'yes', description: 'X.' }] },
        '/inputs/0/required type',
      ],
    ];
    for (const [broken, ...errors] of cases) {
      expect(validate(broken)).toBe(false);
      expect(validate.errors?.map((item) => `${item.instancePath} ${item.keyword}`)).toEqual(
        errors,
      );
    }
  });
});

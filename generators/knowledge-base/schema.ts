/** Schema of a knowledge-base discussion in data/discussions/<number>.yml. */
import * as z from 'zod';

const login = z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, 'must be a GitHub login');
const isoDate = z.iso.datetime({
  message: 'must be an ISO 8601 date-time such as 2021-03-04T10:15:00Z',
});
const markdown = z.string().trim().min(40, 'must be a real Markdown body (40+ characters)');

export const categories = ['Q&A', 'How-to', 'Troubleshooting', 'Announcements'] as const;

export const discussionSchema = z
  .strictObject({
    number: z.number().int().positive(),
    title: z.string().min(10).max(160),
    url: z.url(),
    author: login,
    createdAt: isoDate,
    updatedAt: isoDate,
    category: z.enum(categories),
    labels: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a kebab-case label')).min(1),
    question: markdown,
    answer: z.strictObject({ author: login, createdAt: isoDate, body: markdown }),
  })
  .superRefine((value, ctx) => {
    const expected = `https://github.com/gruntwork-io/knowledge-base/discussions/${value.number}`;
    if (value.url !== expected) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: `must be ${expected}` });
    }
    if (value.updatedAt < value.createdAt) {
      ctx.addIssue({ code: 'custom', path: ['updatedAt'], message: 'is before createdAt' });
    }
    if (value.answer.createdAt < value.createdAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['answer', 'createdAt'],
        message: 'is before the question',
      });
    }
  });

export type Discussion = z.infer<typeof discussionSchema>;

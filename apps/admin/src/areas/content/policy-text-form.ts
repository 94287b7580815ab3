import { type PolicyPageStaffView, policyTextRequest } from '@tread/domain';
import { z } from 'zod';

/** Paragraphs are typed as one text, separated by a blank line. */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * The page as the editor holds it, checked by the server's own rules; a refused paragraph is shown on its
 * section's text.
 */
export const policyTextForm = z
  .object({
    title: z.string(),
    summary: z.string(),
    sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  })
  .transform(({ title, summary, sections }, ctx) => {
    const checked = policyTextRequest.safeParse({
      title,
      summary,
      sections: sections.map(({ heading, body }) => ({ heading, paragraphs: paragraphsOf(body) })),
    });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const [first, index, part] = issue.path;
      const path = first === 'sections' && part === 'paragraphs' ? ['sections', index, 'body'] : issue.path;
      ctx.addIssue({ code: 'custom', message: issue.message, path: path.map(String) });
    }
    return z.NEVER;
  });
export type PolicyTextInput = z.input<typeof policyTextForm>;

export const formValues = (page: PolicyPageStaffView): PolicyTextInput => ({
  title: page.title,
  summary: page.summary,
  sections: page.sections.map(({ heading, paragraphs }) => ({ heading, body: paragraphs.join('\n\n') })),
});

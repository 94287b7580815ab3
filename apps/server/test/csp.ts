import { createHash } from 'node:crypto';
import { expect } from 'vitest';

/** The answer's Content-Security-Policy as directive → sources. */
export function cspOf(headers: Record<string, unknown>): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline `<script>` (not data blocks, not src) and `<style>` texts of a page, as a browser would run them. */
function inlineBlocks(html: string) {
  const scripts = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ];
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
  return { scripts: scripts.map((m) => m[1] ?? ''), styles: styles.map((m) => m[1] ?? '') };
}

/** Every inline block of the page is allowed by its own CSP, which otherwise keeps the shop's strict sources. */
export function expectPageRunsUnderItsCsp(answer: { headers: Record<string, unknown>; body: string }): void {
  const csp = cspOf(answer.headers);
  const { scripts, styles } = inlineBlocks(answer.body);
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) expect(csp.get('style-src')).toContain(hashOf(style));
  for (const script of scripts) expect(csp.get('script-src')).toContain(hashOf(script));
  for (const directive of ['script-src', 'style-src']) {
    expect(csp.get(directive)).not.toContain("'unsafe-inline'");
  }
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
}

import { Messages, validateReadableText } from '@tread/domain';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from './errors';

/**
 * Text the shop cannot store or show is refused before any route reads it, so every route, new ones too,
 * answers 400 INVALID_INPUT instead of a database error: NUL or half a surrogate pair in a path parameter,
 * query parameter or JSON value (or key), a query parameter whose percent-encoding is not UTF-8, and a JSON
 * body whose bytes are not UTF-8.
 */
export function registerReadableInput(app: FastifyInstance): void {
  // Fastify's own JSON parser with its default poisoning guards, given only text that decoded as UTF-8.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : utf8Text(body);
    if (text === null) done(invalidInput(Messages.UnreadableText), undefined);
    else parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    const path =
      undecodableQueryParameter(request.url) ??
      unreadableAt(request.params) ??
      unreadableAt(request.query) ??
      unreadableAt(request.body);
    if (path) throw invalidInput(Messages.UnreadableText, path.join('.') || undefined);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function utf8Text(bytes: Buffer): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

const readable = (text: string) => validateReadableText(text) === null;

type Visit = { value: unknown; key: string; parent: Visit | null };

const pathOf = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
};

/** Where the first unreadable string (or key: its object's path) is; null when there is none. */
function unreadableAt(root: unknown): string[] | null {
  // A stack of parent links rather than recursion or copied paths: a JSON body may nest as deep as it fits.
  const stack: Visit[] = [{ value: root, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!readable(value)) return pathOf(visit);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      if (entries.some(([key]) => !readable(key))) return pathOf(visit);
      // Pushed last to first, so the first field is looked at first.
      for (const [key, item] of entries.reverse()) stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

/** The query parameter whose percent-encoding is not UTF-8 ('%C3%28'); the query parser would keep it as typed. */
function undecodableQueryParameter(url: string): string[] | null {
  const start = url.indexOf('?');
  if (start < 0) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const split = pair.indexOf('=');
    const key = split < 0 ? pair : pair.slice(0, split);
    const value = split < 0 ? '' : pair.slice(split + 1);
    const name = decoded(key);
    if (name === null) return [];
    if (decoded(value) === null) return [name];
  }
  return null;
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/**
 * DESIGN.md section 7b "Travel tool": an external partner whose search link carries the member's search. The admin
 * writes the link with placeholders; the travel search engine fills them in for each search.
 */

/** What a travel tool's link may ask for: the searched text (a destination), and the first and last day (YYYY-MM-DD). */
export const TRAVEL_TOOL_PLACEHOLDERS = ['destination', 'dateFrom', 'dateTo'] as const;
export type TravelToolPlaceholder = (typeof TRAVEL_TOOL_PLACEHOLDERS)[number];

/** The member's search as the partners' links take it; a value left out fills its placeholder with nothing. */
export type TravelToolSearch = Partial<Record<TravelToolPlaceholder, string>>;

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;
const isPlaceholder = (name: string): name is TravelToolPlaceholder => (TRAVEL_TOOL_PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders as the admin writes them, to say which are allowed: "{destination}, {dateFrom}, {dateTo}". */
export const TRAVEL_TOOL_PLACEHOLDER_LIST = TRAVEL_TOOL_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/**
 * The partner's link for a search: each known placeholder replaced, in one pass, by its value URL-encoded, so a
 * value can neither add parameters, change the path or the host, nor bring in another placeholder.
 */
export function fillTravelToolLink(template: string, search: TravelToolSearch): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? encodeURIComponent(search[name]?.trim() ?? '') : whole));
}

/** Why an admin's link template cannot be used, as a validation key, or null when it can. */
export type TravelToolLinkProblem = 'validation.travelToolLink' | 'validation.travelToolPlaceholders';

/**
 * A link template is an https address, without user or password, whose host no search can change (filled with
 * two different letters it has the same origin), with only the known placeholders and no stray brace.
 */
export function travelToolLinkProblem(template: string): TravelToolLinkProblem | null {
  const unknown = [...template.matchAll(PLACEHOLDER)].some((match) => !isPlaceholder(match[1]!));
  if (unknown || /[{}]/.test(template.replace(PLACEHOLDER, ''))) return 'validation.travelToolPlaceholders';
  const [one, other] = ['x', 'y'].map((letter) => template.replace(PLACEHOLDER, letter));
  if (/\s/.test(template) || !URL.canParse(one!) || !URL.canParse(other!)) return 'validation.travelToolLink';
  const url = new URL(one!);
  const safe = url.protocol === 'https:' && !url.username && !url.password && url.origin === new URL(other!).origin;
  return safe ? null : 'validation.travelToolLink';
}

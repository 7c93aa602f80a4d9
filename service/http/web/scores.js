// A final score as a breakdown that adds up: which of a game's score fields are the parts of its total (every
// seat's parts sum to its total), and which are details (tie-breaks, counts, lists). Games name their fields
// differently, so the split is read off the scores themselves.

// A field's worth in the total: a number, a list of numbers (their sum), or a yes/no condition met (1) or not (0).
export function amount(v) {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (Array.isArray(v) && v.every((x) => typeof x === 'number')) return v.reduce((a, b) => a + b, 0);
  return null;
}

/** {parts, details}: the largest set of numeric fields whose sum is every seat's total, and the other fields. */
export function breakdown(scores) {
  const rows = Object.values(scores).filter((s) => typeof s.total === 'number');
  const keys = [...new Set(Object.values(scores).flatMap((s) => Object.keys(s)))].filter((k) => k !== 'total');
  const numeric = keys.filter((k) => rows.length && rows.every((s) => amount(s[k] ?? 0) !== null));
  let parts = [];
  if (numeric.length <= 10) { // 2^10 subsets at most: the largest that adds up for every seat
    for (let mask = (1 << numeric.length) - 1; mask > 0; mask -= 1) {
      const chosen = numeric.filter((_, i) => mask & (1 << i));
      if (chosen.length > parts.length && rows.every((s) => chosen.reduce((t, k) => t + amount(s[k] ?? 0), 0) === s.total)) parts = chosen;
    }
  }
  return { parts, details: keys.filter((k) => !parts.includes(k)) };
}

/** A part's value as a sum a person can check: 7, or "20 + 20 + 20 = 60" for a list of numbers. */
export function partText(value) {
  if (Array.isArray(value)) return value.length > 1 ? `${value.join(' + ')} = ${amount(value)}` : String(amount(value));
  if (typeof value === 'boolean') return value ? 'yes: 1' : 'no: 0';
  return value === null || value === undefined ? '0' : String(value);
}

const ones = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const scales: [number, string][] = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];

/** A whole number in words, as people say it: 1000 → "one thousand", 342 → "three hundred forty-two". */
export function cardinal(n: number): string {
  if (n < 0) return `minus ${cardinal(-n)}`;
  if (n < 20) return ones[n]!;
  if (n < 100) return tens[Math.floor(n / 10)]! + (n % 10 ? `-${ones[n % 10]}` : '');
  if (n < 1000) return `${ones[Math.floor(n / 100)]} hundred${n % 100 ? ` ${cardinal(n % 100)}` : ''}`;
  for (const [size, name] of scales) {
    if (n >= size) {
      const rest = n % size;
      return `${cardinal(Math.floor(n / size))} ${name}${rest ? ` ${cardinal(rest)}` : ''}`;
    }
  }
  return String(n);
}

const ordinalEndings: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };

/** 3 → "third", 21 → "twenty-first", 100 → "one hundredth". */
export function ordinal(n: number): string {
  const words = cardinal(n);
  const last = /[a-z]+$/.exec(words)![0];
  const head = words.slice(0, words.length - last.length);
  if (ordinalEndings[last]) return head + ordinalEndings[last];
  if (last.endsWith('y')) return `${head}${last.slice(0, -1)}ieth`;
  return `${words}th`;
}

/** A year as people say it: 2013 → "twenty thirteen", 2005 → "two thousand five", 1900 → "nineteen hundred". */
export function year(n: number): string {
  if (n >= 2000 && n < 2010) return cardinal(n);
  const century = Math.floor(n / 100);
  const rest = n % 100;
  if (rest === 0) return `${cardinal(century)} hundred`;
  return `${cardinal(century)} ${rest < 10 ? `oh ${cardinal(rest)}` : cardinal(rest)}`;
}

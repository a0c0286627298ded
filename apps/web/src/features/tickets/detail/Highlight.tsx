import { createContext, useContext } from 'react';

const SearchText = createContext('');

/** The page's search text (query parameter s) for every Highlight below it. */
export const HighlightProvider = SearchText.Provider;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text with every case-insensitive occurrence of the page's search text marked (spec 03 section 2, s). */
export function Highlight({ text }: { text: string }) {
  const q = useContext(SearchText).trim();
  if (!q || !text) return <>{text}</>;
  const parts = text.split(new RegExp(`(${escapeRe(q)})`, 'gi'));
  return (
    <>
      {parts.map((p, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <mark key={i} data-testid="highlight">
            {p}
          </mark>
        ) : (
          p
        ),
      )}
    </>
  );
}

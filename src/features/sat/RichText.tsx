/**
 * Content text with `$…$` maths typeset by KaTeX. KaTeX and its stylesheet load with the first SAT
 * screen that shows maths (a dynamic import), never with the first route; until then the LaTeX source
 * shows as it is. `\$` is a literal dollar sign.
 */
import { useEffect, useState } from "react";

type Katex = typeof import("katex").default;
let katexLoad: Promise<Katex> | null = null;

function loadKatex(): Promise<Katex> {
  katexLoad ??= Promise.all([import("katex"), import("katex/dist/katex.min.css")]).then(([module]) => module.default);
  return katexLoad;
}

/** The text split into plain and maths pieces. */
export function mathPieces(text: string): { math: boolean; text: string }[] {
  const pieces: { math: boolean; text: string }[] = [];
  let current = "";
  let math = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\\" && text[i + 1] === "$") {
      current += math ? "\\$" : "$";
      i++;
    } else if (ch === "$") {
      if (current) pieces.push({ math, text: current });
      current = "";
      math = !math;
    } else current += ch;
  }
  if (current) pieces.push({ math, text: current });
  return pieces;
}

function useKatex(needed: boolean): Katex | null {
  const [katex, setKatex] = useState<Katex | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void loadKatex().then((loaded) => {
      if (live) setKatex(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [needed]);
  return katex;
}

export function RichText({ text, className }: { text: string; className?: string }) {
  const pieces = mathPieces(text);
  const katex = useKatex(pieces.some((p) => p.math));
  // SAT content is English being taught, whatever the interface's language.
  return (
    <span lang="en" className={className}>
      {pieces.map((piece, i) =>
        piece.math ? (
          katex ? (
            // KaTeX's own HTML and MathML (screen readers read the MathML), from our content's LaTeX.
            <span
              key={i}
              dangerouslySetInnerHTML={{ __html: katex.renderToString(piece.text, { throwOnError: false, output: "htmlAndMathml" }) }}
            />
          ) : (
            <span key={i}>{piece.text}</span>
          )
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </span>
  );
}

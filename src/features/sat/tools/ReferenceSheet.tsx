/**
 * The SAT Math reference sheet: the area and volume formulas, the Pythagorean theorem, the special right
 * triangles and the facts about angles the real test lists, typeset with KaTeX (loaded with this panel only).
 * Each formula keeps its TeX as the accessible name, and KaTeX's MathML output is read by screen readers.
 */
import { useEffect, useState } from "react";
import { useSatToolsTranslation } from "./translations";

type Formula = {
  key: "circle" | "rectangle" | "triangle" | "pythagorean" | "special" | "prism" | "cylinder" | "sphere" | "cone" | "pyramid";
  tex: string[];
};

export const REFERENCE_FORMULAS: Formula[] = [
  { key: "circle", tex: ["A = \\pi r^2", "C = 2\\pi r"] },
  { key: "rectangle", tex: ["A = \\ell w"] },
  { key: "triangle", tex: ["A = \\tfrac{1}{2} b h"] },
  { key: "pythagorean", tex: ["c^2 = a^2 + b^2"] },
  {
    key: "special",
    tex: [
      "30^\\circ\\!-\\!60^\\circ\\!-\\!90^\\circ:\\; x,\\; x\\sqrt{3},\\; 2x",
      "45^\\circ\\!-\\!45^\\circ\\!-\\!90^\\circ:\\; s,\\; s,\\; s\\sqrt{2}",
    ],
  },
  { key: "prism", tex: ["V = \\ell w h"] },
  { key: "cylinder", tex: ["V = \\pi r^2 h"] },
  { key: "sphere", tex: ["V = \\tfrac{4}{3}\\pi r^3"] },
  { key: "cone", tex: ["V = \\tfrac{1}{3}\\pi r^2 h"] },
  { key: "pyramid", tex: ["V = \\tfrac{1}{3}\\ell w h"] },
];

type Render = (tex: string) => string;

export function ReferenceSheet() {
  const { t } = useSatToolsTranslation();
  const [render, setRender] = useState<Render | null>(null);
  useEffect(() => {
    let cancelled = false;
    void Promise.all([import("katex"), import("katex/dist/katex.min.css")]).then(([{ default: katex }]) => {
      if (!cancelled) setRender(() => (tex: string) => katex.renderToString(tex, { throwOnError: false, output: "htmlAndMathml" }));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!render) return <p className="text-sm text-slate-600 dark:text-slate-300">{t("reference.loading")}</p>;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {REFERENCE_FORMULAS.map((formula) => (
          <div key={formula.key} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{t(`reference.${formula.key}`)}</dt>
            {formula.tex.map((tex) => (
              // KaTeX's output is built from our own constant TeX above, never from user input.
              <dd
                key={tex}
                className="mt-1 overflow-x-auto text-slate-900 dark:text-slate-100"
                dangerouslySetInnerHTML={{ __html: render(tex) }}
              />
            ))}
          </div>
        ))}
      </dl>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
        <li>{t("reference.arc")}</li>
        <li>{t("reference.radians")}</li>
        <li>{t("reference.angles")}</li>
      </ul>
    </div>
  );
}

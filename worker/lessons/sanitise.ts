/**
 * Server-side Markdown sanitising of lesson text, before anything is stored: the text is
 * parsed as CommonMark (mdast), raw HTML nodes are dropped, links and images whose address is not
 * http(s), mailto or relative lose their address (a link keeps its text, an image its alt text), and
 * the tree is written back as Markdown. The SPA also renders it without raw HTML (react-markdown).
 */
import type { Nodes, Parent, PhrasingContent, Root, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toMarkdown } from "mdast-util-to-markdown";
import type { LessonBlock } from "../contract/lessons";

const SAFE_SCHEMES = new Set(["http", "https", "mailto"]);

/**
 * Whether a link or image address may be kept. Browsers ignore tabs, line breaks and leading control
 * characters in a URL ("java\tscript:"), so they are removed before reading the scheme; entities were
 * already decoded by the parser ("javascript&#58;").
 */
export function isSafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
  const plain = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(plain);
  if (!scheme) return !plain.startsWith("\\") && !plain.startsWith("/\\");
  return SAFE_SCHEMES.has(scheme[1]!);
}

/** The node itself, or what replaces it (nothing for raw HTML, the text of an unsafe link or image). */
function clean(node: RootContent, unsafeDefinitions: Set<string>): RootContent[] {
  switch (node.type) {
    case "html":
      return [];
    case "image":
      return isSafeUrl(node.url) ? [node] : node.alt ? [{ type: "text", value: node.alt }] : [];
    case "imageReference":
      return unsafeDefinitions.has(node.identifier) ? (node.alt ? [{ type: "text", value: node.alt }] : []) : [node];
    case "definition":
      return isSafeUrl(node.url) ? [node] : [];
    case "link":
      if (!isSafeUrl(node.url)) return cleanChildren(node, unsafeDefinitions).children as PhrasingContent[];
      return [cleanChildren(node, unsafeDefinitions)];
    case "linkReference":
      if (unsafeDefinitions.has(node.identifier)) return cleanChildren(node, unsafeDefinitions).children as PhrasingContent[];
      return [cleanChildren(node, unsafeDefinitions)];
    default:
      return "children" in node ? [cleanChildren(node, unsafeDefinitions)] : [node];
  }
}

function cleanChildren<N extends Parent>(node: N, unsafeDefinitions: Set<string>): N {
  return { ...node, children: node.children.flatMap((child) => clean(child, unsafeDefinitions)) };
}

function unsafeDefinitionsOf(node: Nodes, found = new Set<string>()): Set<string> {
  if (node.type === "definition" && !isSafeUrl(node.url)) found.add(node.identifier);
  if ("children" in node) for (const child of node.children) unsafeDefinitionsOf(child, found);
  return found;
}

/** Markdown without raw HTML and without unsafe addresses, as Markdown again. */
export function sanitiseMarkdown(markdown: string): string {
  const tree: Root = fromMarkdown(markdown);
  const cleaned = cleanChildren(tree, unsafeDefinitionsOf(tree));
  return toMarkdown(cleaned).trim();
}

/** The blocks with every Markdown text sanitised (only text blocks hold Markdown). */
export function sanitiseBlocks(blocks: readonly LessonBlock[]): LessonBlock[] {
  return blocks.map((block) => (block.type === "text" ? { ...block, markdown: sanitiseMarkdown(block.markdown) } : block));
}

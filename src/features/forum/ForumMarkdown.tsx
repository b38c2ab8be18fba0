/**
 * A post's or reply's Markdown, already sanitised by the server, rendered without raw HTML
 * (`skipHtml`) and with react-markdown's URL filter, as lesson text is; headings start below the
 * thread's own.
 */
import Markdown, { type Components } from "react-markdown";

const components: Components = {
  a: ({ node: _node, ...props }) => (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className="break-words text-indigo-700 underline dark:text-indigo-300"
    />
  ),
  h1: ({ node: _node, ...props }) => <h3 {...props} className="mt-4 mb-2 text-lg font-semibold" />,
  h2: ({ node: _node, ...props }) => <h4 {...props} className="mt-4 mb-2 font-semibold" />,
  h3: ({ node: _node, ...props }) => <h5 {...props} className="mt-3 mb-2 font-semibold" />,
  ul: ({ node: _node, ...props }) => <ul {...props} className="my-2 list-disc space-y-1 pl-5" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="my-2 list-decimal space-y-1 pl-5" />,
  p: ({ node: _node, ...props }) => <p {...props} className="my-2 break-words" />,
  pre: ({ node: _node, ...props }) => <pre {...props} className="my-2 overflow-x-auto rounded-lg bg-slate-100 p-3 dark:bg-slate-800" />,
  img: ({ node: _node, ...props }) => <img {...props} className="max-w-full" loading="lazy" />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote {...props} className="my-2 border-l-4 border-slate-300 pl-3 dark:border-slate-600" />
  ),
};

export function ForumMarkdown({ children }: { children: string }) {
  return (
    <div className="text-slate-800 dark:text-slate-100">
      <Markdown skipHtml components={components}>
        {children}
      </Markdown>
    </div>
  );
}

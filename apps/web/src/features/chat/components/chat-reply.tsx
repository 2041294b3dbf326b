import { Fragment } from 'react';
import { type InlinePart, replyBlocks } from './reply-blocks';

function Inline({ parts }: { parts: InlinePart[] }) {
  return parts.map((part, i) => (part.bold ? <strong key={i}>{part.text}</strong> : <Fragment key={i}>{part.text}</Fragment>));
}

/** A chatbot reply as React elements; markup in the text (even `<img onerror>`) shows as text. */
export function ChatReply({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2">
      {replyBlocks(text).map((block, i) => {
        if (block.kind === 'bullets') {
          return (
            <ul key={i} className="list-disc space-y-1 pl-5">
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inline parts={item} />
                </li>
              ))}
            </ul>
          );
        }
        if (block.kind === 'numbered') {
          return (
            <ol key={i} start={block.start} className="list-decimal space-y-1 pl-5">
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inline parts={item} />
                </li>
              ))}
            </ol>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                <Inline parts={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}

// A labelled <select>: the label is a sibling tied by for/id, so the control's
// accessible name is just the label (a <label> wrapping a <select> would
// also read out every option).
import { createEffect, createUniqueId, splitProps, type JSX } from "solid-js";

export function SelectField(props: { label: string; hint?: JSX.Element; class?: string; children: JSX.Element } & JSX.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = createUniqueId();
  const [own, rest] = splitProps(props, ["label", "hint", "class", "children", "value"]);
  let el!: HTMLSelectElement;
  // The value is set once the options exist (a value set before them is lost).
  createEffect(() => {
    if (own.value !== undefined) el.value = String(own.value);
  });
  return (
    <div class={`field ${own.class ?? ""}`}>
      <label for={id}>{own.label}</label>
      <select id={id} ref={el} {...rest}>
        {own.children}
      </select>
      {own.hint}
    </div>
  );
}

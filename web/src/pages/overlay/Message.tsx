// A line on the overlay itself where there is nothing to show yet (or the
// address asks for something that is not there): read on the stream, never a crash.
export function Message(props: { text: string; kind: string }) {
  return (
    <section class="ov-panel ov-message" data-message={props.kind} role="status">
      <p>{props.text}</p>
    </section>
  );
}

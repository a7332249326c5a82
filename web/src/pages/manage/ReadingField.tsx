// A name's reading (furigana) as the console takes it (adding a player, a late
// entry): optional, in Japanese input, sorted by on wall sheets and the TV.
export function ReadingField(props: { label: string; value: string; onInput: (value: string) => void; testid: string }) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <input
        value={props.value}
        onInput={(e) => props.onInput(e.currentTarget.value)}
        maxLength={120}
        autocomplete="off"
        lang="ja"
        data-testid={props.testid}
      />
    </label>
  );
}

import { t } from "../lib/i18n/i18n.ts";
import type { EventStatus, ListStatus } from "../lib/types.ts";

export function StatusBadge(props: { status: EventStatus | ListStatus }) {
  return (
    <span class="badge" data-status={props.status}>
      {t(`status.${props.status}` as "status.live")}
    </span>
  );
}

import { Component, Event, type EventEmitter, Prop, State, Watch, h } from '@stencil/core';

/** One tab of wui-tabs. */
export interface WuiTab {
  id: string;
  label: string;
  testId?: string;
}

/** Keys that move between tabs, and where each one goes from index `at` of `count` tabs. */
const KEY_MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * A row of tabs (role=tablist). Arrow keys, Home and End move focus and select at once (automatic
 * activation); only the selected tab is in the tab order (roving tabindex).
 */
@Component({ tag: 'wui-tabs', styleUrl: 'wui-tabs.css', shadow: true })
export class WuiTabs {
  private readonly buttons = new Map<string, HTMLButtonElement>();

  @State() selectedId?: string;

  /** The tabs, in order. */
  @Prop() tabs: WuiTab[] = [];
  /** Id of the selected tab (the first tab when absent or unknown). */
  @Prop() activeId?: string;

  /** Fired when the user selects another tab; detail is its id. */
  @Event({ eventName: 'wuiTabChange' }) wuiTabChange!: EventEmitter<string>;

  @Watch('activeId')
  onActiveIdChange(id: string | undefined): void {
    this.selectedId = id;
  }

  componentWillLoad(): void {
    this.selectedId = this.activeId;
  }

  private validTabs(): WuiTab[] {
    if (!Array.isArray(this.tabs)) return [];
    return this.tabs.filter((tab) => tab && typeof tab.id === 'string' && typeof tab.label === 'string');
  }

  private currentId(tabs: WuiTab[]): string | undefined {
    return tabs.some((tab) => tab.id === this.selectedId) ? this.selectedId : tabs[0]?.id;
  }

  private select(id: string): void {
    if (id === this.currentId(this.validTabs())) return;
    this.selectedId = id;
    this.wuiTabChange.emit(id);
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const move = KEY_MOVES[event.key];
    const tabs = this.validTabs();
    if (!move || tabs.length === 0) return;
    event.preventDefault();
    const at = Math.max(
      0,
      tabs.findIndex((tab) => tab.id === this.currentId(tabs)),
    );
    const next = tabs[move(at, tabs.length)]!;
    this.select(next.id);
    this.buttons.get(next.id)?.focus();
  };

  render() {
    const tabs = this.validTabs();
    const current = this.currentId(tabs);
    return (
      <div class="tablist" role="tablist" onKeyDown={this.onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              class={{ tab: true, selected }}
              aria-selected={selected ? 'true' : 'false'}
              tabIndex={selected ? 0 : -1}
              data-testid={tab.testId}
              ref={(el) => (el ? this.buttons.set(tab.id, el) : this.buttons.delete(tab.id))}
              onClick={() => this.select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    );
  }
}

/** EventSource as the browser has it, driven by the test: `emitFlights` sends an update batch. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  dispatch(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch('open', new Event('open'));
  }

  emit(type: string, data: unknown) {
    this.dispatch(type, new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The open stream of the page (the last one created and not closed). */
  static current(): FakeEventSource {
    const open = FakeEventSource.instances.filter((s) => s.readyState !== FakeEventSource.CLOSED);
    const last = open.at(-1);
    if (!last) throw new Error('no open EventSource');
    return last;
  }
}

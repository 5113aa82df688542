import { Component, Prop, State, Watch, h } from '@stencil/core';
import { en } from '../../../locales/en';
import { type QrLayout, qrLayout, qrPath } from './qr-geometry';
import { encodeQrMatrix } from './qr-matrix';

const DEFAULT_SIZE = 280;

/**
 * A QR code of `uri`, drawn as one SVG path (dots and rounded finder patterns) on a white square
 * with a 4-module quiet zone, optionally with a logo in a cleared centre. The encoder (uqr) loads
 * on first use.
 *
 * @part code - The square holding the code (role=img).
 */
@Component({ tag: 'wui-qr-code', styleUrl: 'wui-qr-code.css', shadow: true })
export class WuiQrCode {
  /** Increases with every encode, so a slow earlier encode cannot overwrite a newer one. */
  private encodeRun = 0;

  @State() layout?: QrLayout;
  @State() path = '';
  @State() logoFailed = false;

  /** Text to encode (e.g. a WalletConnect `wc:` URI). */
  @Prop() uri!: string;
  /** Width and height in CSS pixels. */
  @Prop() size: number = DEFAULT_SIZE;
  /** URL of a logo shown in the centre (raises error correction to level H). */
  @Prop() imageSrc?: string;
  /** Accessible name of the code. (default: the active locale's). */
  @Prop() label?: string;
  /** data-testid of the square holding the code. */
  @Prop() testId?: string;

  @Watch('uri')
  @Watch('imageSrc')
  onContentChange(): void {
    this.logoFailed = false;
    void this.encode();
  }

  componentWillLoad(): Promise<void> {
    return this.encode();
  }

  /** Encodes the current uri; an empty or over-long uri leaves the square empty. */
  private async encode(): Promise<void> {
    const run = ++this.encodeRun;
    const uri = typeof this.uri === 'string' ? this.uri : '';
    const withLogo = Boolean(this.imageSrc);
    let layout: QrLayout | undefined;
    if (uri.length > 0) {
      try {
        layout = qrLayout(await encodeQrMatrix(uri, withLogo), withLogo);
      } catch {
        layout = undefined;
      }
    }
    if (run !== this.encodeRun) return;
    this.layout = layout;
    this.path = layout ? qrPath(layout) : '';
  }

  private readonly onLogoError = (): void => {
    this.logoFailed = true;
  };

  private pixelSize(): number {
    return Number.isFinite(this.size) && this.size > 0 ? this.size : DEFAULT_SIZE;
  }

  render() {
    const px = this.pixelSize();
    const layout = this.layout;
    const logo = layout?.logo;
    return (
      <div
        class="code"
        part="code"
        role="img"
        aria-label={this.label ?? en.primitives.qrCode}
        data-testid={this.testId}
        style={{ width: `${px}px`, height: `${px}px` }}
      >
        {layout && (
          <svg class="svg" viewBox={`0 0 ${layout.size} ${layout.size}`} aria-hidden="true" focusable="false">
            <path class="modules" d={this.path} fill-rule="evenodd" />
          </svg>
        )}
        {logo && this.imageSrc && !this.logoFailed && (
          <img
            class="logo"
            src={this.imageSrc}
            alt=""
            style={{
              width: `${((logo.size - 1) / layout.size) * 100}%`,
              height: `${((logo.size - 1) / layout.size) * 100}%`,
            }}
            onError={this.onLogoError}
          />
        )}
      </div>
    );
  }
}

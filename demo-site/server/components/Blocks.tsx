/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import BLOCK_MESSAGES from '../../../src/dictionaries/en-US/blocks.json' with { type: 'json' }
import { raw } from 'hono/html'
import { DEMO_CONTEXT } from '../layout.ts'
import { atollServer, stylesPath } from '../ssr.ts'
import { Block } from './Block.tsx'

/**
 * The blocks whose server markup is their element, their settings and their text, one component
 * each (CONTRACT.md section 3): what varies between pages is data.
 */

export interface AnnouncementBarProps {
  id: string
  /** The owner bumps it to show a dismissed bar again. */
  version: number
  children: Child
}

/** An announcement bar, hidden until the island knows the visitor has not dismissed this version. */
export function AnnouncementBar({ id, version, children }: AnnouncementBarProps) {
  // Labelled here, in the page's language, so the island needs no messages of its own.
  return (
    <Block
      kind="announcement-bar"
      id={id}
      class="announcement"
      hidden
      settings={{ version }}
      attributes={{ 'aria-label': BLOCK_MESSAGES['blocks.announcementLabel'] }}
    >
      {children}
      <button type="button" data-part="close" aria-label={BLOCK_MESSAGES['blocks.announcementClose']}>
        ×
      </button>
    </Block>
  )
}

export interface TextBlockProps {
  id: string
  settings: Record<string, unknown>
  class?: string
  children: Child
}

/** A marquee: a line of text the island sets moving. */
export function Marquee({ id, settings, class: className = 'marquee', children }: TextBlockProps) {
  return (
    <Block kind="marquee" as="p" id={id} class={className} settings={settings}>
      {children}
    </Block>
  )
}

/** A text effect: words in running text the island draws a shape around. */
export function TextEffect({ id, settings, children }: Omit<TextBlockProps, 'class'>) {
  return (
    <Block kind="text-effect" as="span" id={id} settings={settings}>
      {children}
    </Block>
  )
}

export interface ButtonBlockProps {
  id: string
  text: string
  href: string
}

/** A button block: a link whose render and clicks the tracking core counts. */
export function ButtonBlock({ id, text, href }: ButtonBlockProps) {
  const settings = {
    id,
    buttonText: text,
    clickthroughUrl: href,
    alignment: 'left',
    size: 'medium',
    newWindow: false,
    context: 1,
  }
  return (
    <Block kind="button" as="a" id={id} class="button" settings={settings} attributes={{ href }}>
      {text}
    </Block>
  )
}

export interface MenuTab {
  label: string
  content: Child
}

/** A menu block with its first state rendered: the first tab selected, the other panels hidden. */
export function Menu({ id, tabs }: { id: string; tabs: readonly MenuTab[] }) {
  return (
    <Block kind="menu" id={id} class="menu-tabs">
      <div class="tabs">
        {tabs.map(({ label }, index) => (
          <>
            {index > 0 ? ' ' : null}
            <button type="button" data-part="tab" aria-selected={index === 0 ? 'true' : undefined}>
              {label}
            </button>
          </>
        ))}
      </div>
      {tabs.map(({ content }, index) => (
        <div data-part="panel" hidden={index > 0}>
          {content}
        </div>
      ))}
    </Block>
  )
}

export interface PricingPlan {
  /** With an id, the plan is a section labelled by its `<h3>`; without, by `aria-label`. */
  id?: string
  name: string
  description?: string
  /** The price and the join link of each option, in the options' order. */
  options: readonly { price: string; join: string; href: string }[]
}

export interface MemberPricingProps {
  id: string
  options: readonly string[]
  plans: readonly PricingPlan[]
}

/** A member pricing block with the first option pressed and its prices and join links shown. */
export function MemberPricing({ id, options, plans }: MemberPricingProps) {
  return (
    <Block kind="member-pricing" id={id}>
      <div class="pricing-options" role="group" aria-label="Billing">
        {options.map((option, index) => (
          <>
            {index > 0 ? ' ' : null}
            <button type="button" data-part="option" aria-pressed={index === 0 ? 'true' : 'false'}>
              {option}
            </button>
          </>
        ))}
      </div>
      <div class="plans">
        {plans.map((plan) => (
          <section class="plan" aria-labelledby={plan.id} aria-label={plan.id === undefined ? plan.name : undefined}>
            {plan.id === undefined ? null : <h3 id={plan.id}>{plan.name}</h3>}
            {plan.description ? <p>{plan.description}</p> : null}
            {plan.options.map(({ price }, index) => (
              <p data-part="price" hidden={index > 0}>
                {price}
              </p>
            ))}
            {plan.options.map(({ join, href }, index) => (
              <>
                {index > 0 ? ' ' : null}
                <a class="button" data-part="join" href={href} hidden={index > 0}>
                  {join}
                </a>
              </>
            ))}
          </section>
        ))}
      </div>
    </Block>
  )
}

export interface FormBlockProps {
  id: string
  /** The form block data: `formId`, `fields`, `submitButtonText`, ... */
  settings: Record<string, unknown>
  class?: string
}

/**
 * A form block, rendered by `atoll/server` from its settings: the form is on the first paint, posts
 * without script, and the island hydrates it. Its stylesheet is linked before it (once cached, free).
 */
export async function FormBlock({ id, settings, class: className }: FormBlockProps) {
  const { renderForm } = await atollServer()
  const form = await renderForm(settings, { id, page: DEMO_CONTEXT })
  return (
    <>
      <link rel="stylesheet" href={await stylesPath('form')} />
      {/* Complete and sendable as the server renders it: the island hydrates it when the visitor reaches for it. */}
      <Block kind="form" id={id} class={className} settings={settings} hydrate="interaction">
        {raw(form)}
      </Block>
    </>
  )
}

export interface PopupOverlayProps {
  id: string
  settings: Record<string, unknown>
  children: Child
}

/** A popup overlay's content, hidden until the island decides it shows. */
export function PopupOverlay({ id, settings, children }: PopupOverlayProps) {
  return (
    <Block kind="popup-overlay" id={id} class="overlay-content" hidden settings={settings}>
      {children}
    </Block>
  )
}

export interface MapBlockProps {
  id: string
  settings: Record<string, unknown>
  /** The template's own address card; without one the island builds it from the settings. */
  card?: Child
}

/** A map block: its address card first, the map over it once the maps API has loaded. */
export function MapBlock({ id, settings, card }: MapBlockProps) {
  return (
    <Block kind="map" id={id} settings={settings}>
      {card ? <div data-part="card">{card}</div> : null}
    </Block>
  )
}

export interface BookingProps {
  id: string
  settings: Record<string, unknown>
  /** The template's fallback, which stays when the provider's widget cannot load. */
  fallback: Child
  /** A Tock block's widget element (`data-tock-*`). */
  widget?: Record<string, string>
}

/** A table reservation widget from its provider. */
export function Reservation({ id, settings, fallback }: BookingProps) {
  return (
    <Block kind="reservation" id={id} class="booking" settings={settings}>
      {fallback}
    </Block>
  )
}

/** A Tock booking widget: the element the provider's script fills, and the fallback. */
export function Tock({ id, settings, fallback, widget = {} }: BookingProps) {
  return (
    <Block kind="tock" id={id} class="booking" settings={settings}>
      <div data-part="widget" {...widget}></div>
      {fallback}
    </Block>
  )
}

export interface ProductPriceProps {
  id: string
  /** The product's data: `productType`, `variants`, ... */
  settings: Record<string, unknown>
}

/** A product price, drawn by the island from the product's data. */
export function ProductPrice({ id, settings }: ProductPriceProps) {
  return <Block kind="product-price" as="p" id={id} settings={settings} />
}

/** An animated block: its stylesheet brings it in once the runtime marks it loaded. */
export function Animated({ id, effect = 'fade', class: className, children }: AnimatedProps) {
  return (
    <section data-animation={effect} class={className ? `animated-card ${className}` : 'animated-card'} id={id}>
      {children}
    </section>
  )
}

export interface AnimatedProps {
  id: string
  effect?: 'fade' | 'slide'
  class?: string
  children: Child
}

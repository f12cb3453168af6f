import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db.ts'
import { getProduct, listProducts } from './catalog.ts'
import { STORE_FIXTURE, seedStore } from './schema.ts'

const { products, categories, reviewRequests } = STORE_FIXTURE
const MEDIA = fileURLToPath(new URL('../../public/media/', import.meta.url))
const MAX_PRICE_CENTS = 100_000_000 // spec: maximum product price is 100,000,000 cents
const MAX_SKU_LENGTH = 60 // spec: maximum SKU length is 60 characters

describe('the store fixture', () => {
  it('has a dozen products covering every kind the store blocks show', () => {
    expect(products.length).toBeGreaterThanOrEqual(12)
    const twoOptions = products.filter((p) => p.productType === 1 && p.options.length === 2)
    expect(twoOptions.some((p) => p.variants.some((v) => !v.unlimited && v.qtyInStock === 0))).toBe(true)
    expect(products.some((p) => p.variants.every((v) => !v.unlimited && v.qtyInStock === 0))).toBe(true)
    expect(products.some((p) => p.variants.some((v) => v.onSale))).toBe(true)
    expect(products.filter((p) => p.productType === 2).every((p) => typeof p.priceCents === 'number')).toBe(true)
    expect(new Set(products.map((p) => p.productType))).toEqual(new Set([1, 2, 3, 4]))
    expect(products.filter((p) => p.subscription).map((p) => p.subscription!.numBillingCycles)).toEqual([12, 0])
  })

  it('gives every product a slug, a page, text and categories the store has', () => {
    const slugs = new Set(categories.map((c) => c.slug))
    for (const p of products) {
      expect(p.slug).toMatch(/^[a-z0-9-]+$/)
      expect(p.url).toBe(`/store/${p.slug}`)
      expect(p.title && p.excerpt && p.description).toBeTruthy()
      expect(p.categories.length).toBeGreaterThan(0)
      for (const category of p.categories) expect(slugs).toContain(category)
    }
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length)
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length)
  })

  it("keeps SKUs unique and within the spec's length, and prices within its maximum", () => {
    const variants = products.flatMap((p) => p.variants)
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length)
    for (const v of variants) {
      expect(v.sku.length).toBeLessThanOrEqual(MAX_SKU_LENGTH)
      for (const cents of [v.price, v.salePrice]) {
        expect(Number.isInteger(cents) && cents >= 0 && cents <= MAX_PRICE_CENTS).toBe(true)
      }
      if (v.onSale) expect(v.salePrice).toBeLessThan(v.price)
    }
  })

  it("gives each variant one value of each of its product's options", () => {
    for (const p of products) {
      for (const v of p.variants) {
        expect(v.optionValues.map((o) => o.name)).toEqual(p.options.map((o) => o.name))
        v.optionValues.forEach((o, i) => expect(p.options[i]!.values).toContain(o.value))
      }
      const combinations = new Set(p.variants.map((v) => JSON.stringify(v.optionValues)))
      expect(combinations.size).toBe(p.variants.length)
    }
  })

  it('uses images that exist in demo-site/public/media, with their own dimensions and an alt text', () => {
    for (const image of products.flatMap((p) => p.images)) {
      const file = image.src.replace(/^\/media\//, '')
      const svg = readFileSync(MEDIA + file, 'utf8')
      const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!
      expect(`${image.src} ${image.dimensions}`).toBe(`${image.src} ${width}x${height}`)
      expect(image.alt).not.toBe('')
    }
  })

  it('has a valid, an expired and a used review token naming products of the store', () => {
    const now = Date.now()
    const byToken = Object.fromEntries(reviewRequests.map((r) => [r.token, r]))
    expect(Date.parse(byToken['demo-review-valid']!.expiresAt)).toBeGreaterThan(now)
    expect(byToken['demo-review-valid']!.usedAt).toBeNull()
    expect(Date.parse(byToken['demo-review-expired']!.expiresAt)).toBeLessThan(now)
    expect(byToken['demo-review-used']!.usedAt).not.toBeNull()
    const ids = new Set(products.map((p) => p.id))
    for (const itemId of reviewRequests.flatMap((r) => r.itemIds)) expect(ids).toContain(itemId)
  })
})

describe('seedStore', () => {
  it('reads back each product as the fixture wrote it', () => {
    const db = openDatabase(':memory:')
    seedStore(db)
    expect(listProducts(db)).toEqual(products)
    db.close()
  })

  it('puts the catalogue back on a second seeding and keeps the carts', () => {
    const db = openDatabase(':memory:')
    seedStore(db)
    db.prepare("UPDATE store_variants SET qty_in_stock = 0 WHERE sku = 'SQ1001001'").run()
    db.prepare("INSERT INTO store_carts (id, token, created_at) VALUES ('c1', 't1', '')").run()
    seedStore(db)
    expect(getProduct(db, 'item-1001')!.variants[0]!.qtyInStock).toBe(24)
    expect(db.prepare('SELECT COUNT(*) AS n FROM store_carts').get()).toEqual({ n: 1 })
    db.close()
  })
})

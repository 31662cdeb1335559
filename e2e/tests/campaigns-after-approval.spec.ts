import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { givingOrganization, openSignedIn } from '../support/giving.ts';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';

/** A valid 1×1 PNG, the campaign's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const inDays = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A campaign of the owner's organization, made over HTTP: its slug and title. */
async function createCampaign(request: APIRequestContext, token: string, organization: string) {
  const headers = { authorization: `Bearer ${token}` };
  const uploaded = await request.post('/upload-service/upload', {
    headers,
    multipart: {
      purpose: 'campaign-assets',
      client: 'e2e',
      files: { name: 'books.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const title = `Library books for Pune ${randomInt(1000, 9999)}`;
  const created = await request.post('/api/campaigns', {
    headers,
    data: {
      organization,
      kind: 'campaign',
      title,
      category: 'Education',
      goal: '50000',
      end_date: inDays(40),
      image: (await uploaded.json()).originalKey,
      story: '<p>Two hundred books for the village library.</p>',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { slug: (await created.json()).data.slug as string, title };
}

/** A gift to the campaign, paid in the sandbox over HTTP; answers its donor's email. */
async function giveToCampaign(request: APIRequestContext, campaignSlug: string, amount: number) {
  const email = `asha-${randomInt(1e6)}@example.in`;
  const started = await request.post('/api/donations', {
    data: {
      campaign_slug: campaignSlug,
      amount,
      currency: 'INR',
      frequency: 'one_time',
      donor_name: 'Asha Rao',
      donor_email: email,
      donor_pan: 'ABCDE1234F',
      donor_address: {
        line_1: '12, Nehru Nagar',
        city: 'Pune',
        postal_code: '411001',
        country_code: 'IN',
      },
    },
  });
  return {
    status: started.status(),
    email,
    url: started.ok() ? (await started.json()).data.url : '',
  };
}

async function payGift(request: APIRequestContext, campaignSlug: string, amount: number) {
  const gift = await giveToCampaign(request, campaignSlug, amount);
  expect(gift.status).toBe(201);
  const paid = await request.post(`${new URL(gift.url).pathname}/pay`, {
    form: {},
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  return gift.email;
}

const headTag = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute('content');

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('an approved organization’s owner edits and closes a campaign and posts an update', async ({
    page,
    browser,
  }, testInfo) => {
    // Two pages, both widths of four screens, a gift and an approval: more than the usual minute.
    test.slow();
    const name = `Seva Library Trust ${randomInt(1000, 9999)}`;
    const { token, slug: organization } = await givingOrganization(page.request, name);
    const campaign = await createCampaign(page.request, token, organization);
    const donor = await payGift(page.request, campaign.slug, 1500);

    // The dashboard's campaigns list leads to the edit form, the create form filled in.
    await openSignedIn(page, token, '/campaigns');
    await page.getByRole('link', { name: `Edit ${campaign.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit campaign' })).toBeVisible();
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(campaign.title);
    await expectFitsBothWidths(page, testInfo, 'campaign-edit');

    const goal = page.getByRole('textbox', { name: 'Goal' });
    await goal.fill('1000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('The goal cannot be less than what has already been raised.').first(),
    ).toBeVisible();

    const newTitle = `${campaign.title} and shelves`;
    await title.fill(newTitle);
    await goal.fill('75,000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/campaign/${campaign.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(page.getByText('raised of ₹75,000')).toBeVisible();

    // Share buttons: WhatsApp first, real share addresses.
    const share = page.getByRole('region', { name: 'Share' });
    const shareLinks = share.getByRole('link');
    await expect(shareLinks.first()).toHaveAccessibleName('Share on WhatsApp');
    await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    );
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
    );
    await expect(share.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      /^https:\/\/x\.com\/intent\/tweet\?/,
    );
    await expect(share.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );

    // An update, emailed to the campaign's donor once.
    const tools = page.getByRole('region', { name: 'Manage this campaign' });
    await tools
      .getByRole('textbox', { name: 'Update' })
      .fill('The first shelf is full.\nThank you!');
    await tools
      .getByRole('checkbox', { name: 'Email this update to the campaign’s donors' })
      .check();
    await tools.getByRole('button', { name: 'Post update' }).click();
    await expect(page.getByText('The update is posted. Emailed to 1 donor.')).toBeVisible();
    const updates = page.getByRole('region', { name: 'Updates' });
    await expect(updates.getByText('The first shelf is full.')).toBeVisible();
    const outbox = await (
      await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(donor)}`)
    ).json();
    const news = outbox.data.filter((message: { subject: string }) =>
      message.subject.startsWith('News from'),
    );
    expect(news).toHaveLength(1);
    expect(news[0].text).toContain('The first shelf is full.');
    await expectFitsBothWidths(page, testInfo, 'campaign-owner');

    // Closing: the page says so, no Donate, and a gift is refused.
    await tools.getByRole('button', { name: 'Close campaign' }).click();
    await page
      .getByRole('dialog', { name: 'Close this campaign?' })
      .getByRole('button', { name: 'Close campaign' })
      .click();
    await expect(page.getByText('This campaign is closed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Donate' })).toHaveCount(0);
    expect((await giveToCampaign(page.request, campaign.slug, 500)).status).toBe(409);
    await expect(tools.getByRole('button', { name: 'Reopen campaign' })).toBeVisible();

    // A visitor reads the closed campaign, its update, and the preview tags of the new title.
    const visitor = await browser.newPage({ viewport: PHONE });
    await visitor.goto(`/campaign/${campaign.slug}`);
    await expect(visitor.getByText('This campaign is closed.')).toBeVisible();
    await expect(visitor.getByText('The first shelf is full.')).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Manage this campaign' })).toHaveCount(0);
    expect(await headTag(visitor, 'meta[property="og:title"]')).toBe(newTitle);
    expect(await headTag(visitor, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    await expectFitsBothWidths(visitor, testInfo, 'campaign-closed');

    await visitor.goto(`/organization/${organization}`);
    await expect(
      visitor.getByRole('region', { name: 'Share' }).getByRole('link').first(),
    ).toHaveAccessibleName('Share on WhatsApp');
    await expectFitsBothWidths(visitor, testInfo, 'organization-share');
    await visitor.close();

    await tools.getByRole('button', { name: 'Reopen campaign' }).click();
    await expect(page.getByRole('link', { name: 'Donate' }).first()).toBeVisible();
  });
});

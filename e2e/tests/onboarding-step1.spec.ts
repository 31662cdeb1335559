import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { saveRegistrationDraft } from '../support/drafts.ts';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';
import { button, expectStep, field, nextShows, openWizard } from '../support/wizard.ts';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = 'Every child in Pune reads by ten';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

const editor = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

async function uploadImage(page: Page, label: string, name: string) {
  await page
    .getByLabel(label, { exact: true })
    .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: `${label} preview` })).toBeVisible();
}

test.describe('organization wizard step 1 at 390 px', () => {
  test.use({ viewport: PHONE });

  test('two uploads, written-for-me text, a link and a video are saved, restored and shown on the site', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const token = await openWizard(page, request);
    const name = `Asha Kiran Trust ${randomInt(1000, 9999)}`;
    const slug = await saveRegistrationDraft(request, token, name);
    await page.goto(`/organization/partner-onboarding?slug=${slug}`);
    await expectStep(page, 'Create website');
    await expect(
      page.getByText("Your site's address is given when you save this step."),
    ).toBeVisible();

    await nextShows(page, 'Please give us some information about your organization');
    await uploadImage(page, 'Logo', 'logo.png');
    await uploadImage(page, 'Home page header image', 'header.png');

    await page.getByRole('button', { name: 'Write with AI: About organization' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(
      dialog.getByText('Please provide input to generate content with AI'),
    ).toBeVisible();
    await dialog
      .getByRole('textbox')
      .first()
      .fill('We run evening reading classes for 300 children in Pune slums.');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByRole('button', { name: 'Use this text' }).click();
    await expect(dialog).toBeHidden();
    await expect(editor(page, 'About organization')).toContainText(name);

    await nextShows(page, 'Please provide about us description');
    await editor(page, 'About us page content').click();
    await page.keyboard.type('Read our yearly report at https://ashakiran.org/report today. ');
    await expect(
      editor(page, 'About us page content').getByRole('link', {
        name: 'https://ashakiran.org/report',
      }),
    ).toBeVisible();

    await nextShows(page, 'Please provide home page description');
    await field(page, 'Home page header title').fill('Reading');
    await nextShows(page, 'Tell Us About Organization within 55 characters limit.');
    await field(page, 'Home page header title').fill(TITLE);

    await page.getByRole('checkbox', { name: 'Show a video on my home page' }).check();
    await nextShows(page, 'Please enter the link to your video.');
    await field(page, 'Video link').fill('https://example.org/clip');
    await expect(page.getByText('Please enter a YouTube or Vimeo video link.')).toBeVisible();
    await field(page, 'Video link').fill(VIDEO);
    await field(page, 'Video title').fill('A day at our reading class');
    await expect(page.locator('iframe[title="A day at our reading class"]')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await button(page, 'How do I copy a video link?').click();
    const help = page.getByRole('dialog', { name: 'Add your video' });
    await expect(help.getByText('Press Share under the video.')).toBeVisible();
    await help.getByRole('button', { name: 'Got it' }).click();
    await expect(help).toBeHidden();

    await nextShows(page, 'Please check the terms');
    await page.getByRole('checkbox', { name: 'I agree to the terms of use' }).check();

    // The video's frame is the provider's page (here, offline, the browser's error page).
    const axe = new AxeBuilder({ page }).include('main').exclude('iframe');
    expect((await axe.analyze()).violations).toEqual([]);
    await expectFitsBothWidths(page, testInfo, 'step1');

    // What is typed survives a reload before it is saved.
    await page.reload();
    await expectStep(page, 'Create website');
    await expect(field(page, 'Home page header title')).toHaveValue(TITLE);
    await expect(field(page, 'Video link')).toHaveValue(VIDEO);

    await button(page, 'Next').click();
    await expectStep(page, 'Verify payments');

    // Saved: a new tab on this device reloads step 1 from the server.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await button(page, 'Back').click();
    await expectStep(page, 'Create website');
    await expect(field(page, 'Home page header title')).toHaveValue(TITLE);
    await expect(editor(page, 'About organization')).toContainText(name);
    await expect(
      editor(page, 'About us page content').getByRole('link', {
        name: 'https://ashakiran.org/report',
      }),
    ).toBeVisible();
    await expect(field(page, 'Video link')).toHaveValue(VIDEO);
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Home page header image preview' })).toBeVisible();

    const preview = page.getByRole('link', { name: 'Preview site' });
    // The draft's site is not public: the link carries its signed preview token.
    await expect(preview).toHaveAttribute(
      'href',
      /^http:\/\/[a-z0-9-]+\.localhost:\d+\/?\?preview=[^&]+$/,
    );
    const [site] = await Promise.all([page.waitForEvent('popup'), preview.click()]);
    await expect(site).toHaveTitle(name);
    await expect(site.getByText('Preview — not public until approved')).toBeVisible();
    await expect(site.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(site.getByText('evening reading classes', { exact: false }).first()).toBeVisible();
    await expect(site.locator('iframe[title="A day at our reading class"]')).toBeAttached();
    await expect
      .poll(() =>
        site
          .getByRole('img', { name: new RegExp(name) })
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expectFitsBothWidths(site, testInfo, 'site');
  });
});

import { expect, type Page } from '@playwright/test';
import { appBudgets, websiteBudgets } from '../../lib/contact/choices';
import { chooseSteps, en, field, fillDetails, fr } from './contact-funnel';
import { fakeResend } from './fake-resend';
import { budgetWords } from './figures';
import { test } from './visitors';

const received = fakeResend.received;
const failProvider = (marker: string, times: number) => fakeResend.fail(marker, { times });

/** Each test is its own visitor (own X-Forwarded-For, so the rate limit is per test) with its own marker. */
async function visitor(page: Page, testId: string) {
  const marker = `ref-${testId}-${Date.now().toString(36)}`;
  const octets = [...testId].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.${octets % 250}.${Date.now() % 250}` });
  // No network here: the chat app's page is answered locally.
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }));
  return marker;
}

test.describe('contact funnel', () => {
  test('English, by email: one complete email reaches the owner, then the success page', async ({ page }, info) => {
    const marker = await visitor(page, info.testId);
    await page.goto(en.path);
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await chooseSteps(page, en, 'Mobile app', budgetWords(appBudgets[1], 'en'), 'LinkedIn');
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await fillDetails(page, en, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      company: 'Analytical Engines Ltd',
      deadline: '10',
      timeline: '8 to 16\u00a0weeks',
      message: `An <b>ordering</b> app for our clients <script>alert(1)</script>(${marker})`,
    });
    await page.getByRole('button', { name: en.send }).click();
    await expect(page).toHaveURL(/\/contact\/email-success$/);

    const { requests, emails } = await received(marker);
    expect(requests).toHaveLength(1);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email.idempotencyKey).toMatch(/^contact-[0-9a-f]{48}$/);
    expect(email.authorization).toBe('Bearer re_test_fake_key');
    expect(email.body).toMatchObject({
      to: 'owner@example.test',
      from: 'Website <website@example.test>',
      reply_to: 'ada@example.com',
      subject: 'New project request: Mobile app – Ada Lovelace',
    });
    for (const text of [
      'Mobile app',
      budgetWords(appBudgets[1], 'en'),
      'LinkedIn',
      '10\u00a0weeks',
      '8 to 16\u00a0weeks',
      'Ada Lovelace',
      'ada@example.com',
      '+44 20 7946 0958',
      'Analytical Engines Ltd',
      'English',
      'email',
      `An ordering app for our clients (${marker})`,
    ]) {
      expect(email.body.text).toContain(text);
    }
    expect(email.body.html).toContain('<b>ordering</b>');
    expect(email.body.html).not.toContain('<script');
    // Sent: the draft is gone.
    await page.goto(en.path);
    await expect(page.getByRole('radio', { name: 'Mobile app' })).not.toBeChecked();
  });

  test('French, by email: the email is in French and the French success page follows', async ({ page }, info) => {
    const marker = await visitor(page, info.testId);
    await page.goto(fr.path);
    await expect(page.getByText('Étape 1 sur 4')).toBeVisible();
    await chooseSteps(page, fr, 'Site web complet', budgetWords(websiteBudgets[0], 'fr'), 'Moteur de recherche');
    await fillDetails(page, fr, {
      firstName: 'Jeanne',
      lastName: 'Dupont',
      email: 'jeanne@example.fr',
      deadline: '4',
      timeline: '1 à 4 semaines (site vitrine)',
      message: `Un site vitrine pour ma boulangerie (${marker})`,
    });
    await page.getByRole('button', { name: fr.send }).click();
    await expect(page).toHaveURL(/\/fr\/contact\/email-success$/);

    const { emails } = await received(marker);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email.body).toMatchObject({
      to: 'owner@example.test',
      reply_to: 'jeanne@example.fr',
      subject: 'Nouvelle demande de projet : Site web complet – Jeanne Dupont',
    });
    for (const text of [
      'Site web complet',
      budgetWords(websiteBudgets[0], 'fr').replace(/[\u00a0\u202f]/g, ' '),
      'Moteur de recherche',
      '4 semaines',
      '1 à 4 semaines (site vitrine)',
      'Jeanne Dupont',
      'jeanne@example.fr',
      'Non renseigné',
      'français',
      `Un site vitrine pour ma boulangerie (${marker})`,
    ]) {
      // French writes its amounts and units with no-break spaces ("2 200 €", "4 semaines").
      expect(email.body.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(text);
    }
  });

  for (const lang of [en, fr]) {
    const french = lang === fr;
    test(`${french ? 'French' : 'English'}, by email: the owner gets the request and the visitor an acknowledgement in their language that repeats nothing typed`, async ({
      page,
    }, info) => {
      const marker = await visitor(page, info.testId);
      const address = `visitor.${marker}@example.com`;
      const typed = { firstName: 'Hedy', lastName: 'Lamarr', company: 'Frequency Hopping SA' };
      await page.goto(lang.path);
      await chooseSteps(
        page,
        lang,
        french ? 'Application mobile' : 'Mobile app',
        budgetWords(appBudgets[0], french ? 'fr' : 'en'),
        'LinkedIn',
      );
      await fillDetails(page, lang, {
        ...typed,
        email: address,
        deadline: '6',
        message: 'A spread-spectrum radio planner for our fleet',
      });
      await page.getByRole('button', { name: lang.send }).click();
      await expect(page).toHaveURL(french ? /\/fr\/contact\/email-success$/ : /\/contact\/email-success$/);
      await expect(page.getByRole('main')).toContainText(
        french ? 'Une courte confirmation arrive dans votre boîte de réception' : 'A short confirmation is on its way',
      );

      // Exactly two emails mention this visitor: the request to the owner, the acknowledgement to the visitor.
      const { requests, emails } = await received(marker);
      expect(requests).toHaveLength(2);
      expect(emails).toHaveLength(2);
      const owner = emails.find((email) => email.body.to === 'owner@example.test');
      const acknowledgement = emails.find((email) => email.body.to === address);
      expect(owner?.body.reply_to).toBe(address);
      expect(acknowledgement?.idempotencyKey).toMatch(/^acknowledgement-[0-9a-f]{48}$/);
      expect(acknowledgement?.idempotencyKey).not.toBe(owner?.idempotencyKey);
      expect(acknowledgement?.body).toMatchObject({
        from: 'Website <website@example.test>',
        subject: french
          ? 'Votre demande est bien arrivée chez Camille Laurent'
          : 'Your request has reached Camille Laurent',
      });
      expect(acknowledgement?.body.html).toContain(`lang="${french ? 'fr' : 'en'}"`);
      for (const value of [...Object.values(typed), 'spread-spectrum', 'LinkedIn'])
        expect(JSON.stringify(acknowledgement?.body)).not.toContain(value);
    });

    test(`${french ? 'French' : 'English'}, by chat: the chat opens prefilled, the owner gets the lead by email`, async ({
      page,
    }, info) => {
      const marker = await visitor(page, info.testId);
      await page.goto(lang.path);
      await chooseSteps(
        page,
        lang,
        french ? 'Conseil SEO / marketing' : 'SEO / marketing consulting',
        budgetWords(websiteBudgets[1], french ? 'fr' : 'en'),
        french ? "Recommandation d'un proche" : 'Recommended by someone',
      );
      await fillDetails(page, lang, {
        firstName: 'Marc',
        lastName: 'Petit',
        email: 'marc@example.org',
        company: 'Petit & Fils',
        deadline: '3',
        message: `Better local rankings for our shops (${marker})`,
      });
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: lang.chat }).click();
      const chat = await popup;
      const url = new URL(chat.url());
      expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/33612345678');
      const text = url.searchParams.get('text') ?? '';
      expect(text).toContain(
        french ? 'Bonjour Camille, voici ma demande de projet\u00a0:' : 'Hello Camille, here is my project request:',
      );
      for (const part of [
        'Marc Petit (Petit & Fils)',
        'marc@example.org',
        `Better local rankings for our shops (${marker})`,
        french ? '3\u00a0semaines' : '3\u00a0weeks',
      ]) {
        expect(text).toContain(part);
      }
      await expect(page).toHaveURL(french ? /\/fr\/contact\/whatsapp-success$/ : /\/contact\/whatsapp-success$/);

      const { emails } = await received(marker);
      expect(emails).toHaveLength(1);
      expect(emails[0].body.reply_to).toBe('marc@example.org');
      expect(emails[0].body.text).toContain('WhatsApp');

      // The success page reopens that very conversation, with the request written in.
      const reopen = page.getByRole('link', { name: french ? /Rouvrir la discussion/ : /Reopen the chat/ });
      await expect(reopen).toHaveAttribute('href', /\?text=/);
      expect(new URL((await reopen.getAttribute('href')) ?? '').href).toBe(chat.url());
      const reopened = page.waitForEvent('popup');
      await reopen.click();
      expect((await reopened).url()).toBe(chat.url());
    });
  }

  test('the chat success page reopens the plain chat when this tab prepared no request', async ({ page }, info) => {
    await visitor(page, info.testId);
    await page.goto('/contact/whatsapp-success');
    const reopen = page.getByRole('link', { name: /Reopen the chat/ });
    await expect(reopen).toHaveAttribute('href', 'https://wa.me/33612345678');
  });

  test('a provider failure: the visitor is told it is received, the draft goes, and the owner gets it once the provider answers', async ({
    page,
    request,
  }, info) => {
    const marker = await visitor(page, info.testId);
    const address = `lea.${marker}@example.fr`;
    await failProvider(marker, 2);
    await page.goto(fr.path);
    await chooseSteps(page, fr, 'Modifier mon site', budgetWords(websiteBudgets[1], 'fr'), 'Instagram');
    await fillDetails(page, fr, {
      firstName: 'Léa',
      lastName: 'Martin',
      email: address,
      phone: '06 12 34 56 78',
      deadline: '2',
      message: "Refonte de la page d'accueil",
    });
    await page.getByRole('button', { name: fr.send }).click();
    await expect(page).toHaveURL(/\/fr\/contact\/email-success\?request=received$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci, votre demande est bien reçue');
    await expect(page.getByRole('main')).toContainText('Je vous réponds personnellement sous 24 h.');
    await expect(page.getByRole('main')).toContainText('Une courte confirmation suivra dans la vôtre');
    // Received counts as sent for the draft: the form starts again at its first step.
    await page.goto(`${fr.path}?step=4`);
    await expect(page).not.toHaveURL(/step=4/);

    // The server's own retries deliver it once the provider answers: one email to the owner, one acknowledgement.
    await expect
      .poll(async () => (await received(marker)).emails.map((email) => email.body.to).sort(), { timeout: 60_000 })
      .toEqual([address, 'owner@example.test'].sort());
    const { requests } = await received(marker);
    const ownerCopies = requests.filter((sent) => sent.body.to === 'owner@example.test');
    expect(ownerCopies.map((sent) => sent.status)).toEqual(expect.arrayContaining([500, 200]));
    expect(new Set(ownerCopies.map((sent) => sent.idempotencyKey)).size).toBe(1);
    expect(ownerCopies.filter((sent) => sent.status === 200)).toHaveLength(1);
    // The backlog is the owner's to read (with CRON_SECRET, tests/e2e/lead-store.spec.ts), not the public's.
    const health = await (await request.get('/api/health')).json();
    expect(health).not.toHaveProperty('leads');
  });

  test('an acknowledgement that cannot be sent: the request is received, and the acknowledgement follows once', async ({
    page,
  }, info) => {
    const marker = await visitor(page, info.testId);
    const address = `visitor.${marker}@example.com`;
    // Only the acknowledgement's body names the visitor as its recipient.
    await failProvider(`"to":"${address}"`, 1);
    await page.goto(en.path);
    await chooseSteps(page, en, 'Full website', budgetWords(websiteBudgets[1], 'en'), 'Search engine');
    await fillDetails(page, en, {
      firstName: 'Alan',
      lastName: 'Turing',
      email: address,
      deadline: '8',
      message: 'A website for our codebreaking club',
    });
    await page.getByRole('button', { name: en.send }).click();
    await expect(page).toHaveURL(/\/contact\/email-success\?request=received$/);
    await expect(page.getByRole('main')).toContainText('It is safely recorded and will reach my inbox shortly.');
    await expect
      .poll(async () => (await received(marker)).emails.map((email) => email.body.to), { timeout: 60_000 })
      .toEqual(['owner@example.test', address]);
    const { requests } = await received(marker);
    expect(requests.map((sent) => [sent.body.to, sent.status])).toEqual([
      ['owner@example.test', 200],
      [address, 500],
      [address, 200],
    ]);
  });

  test('a double click sends one email', async ({ page }, info) => {
    const marker = await visitor(page, info.testId);
    await page.goto(en.path);
    await chooseSteps(page, en, 'Other', budgetWords(websiteBudgets[0], 'en'), 'Facebook');
    await fillDetails(page, en, {
      firstName: 'Tom',
      lastName: 'Baker',
      email: 'tom@example.com',
      deadline: '52',
      message: `A custom booking tool (${marker})`,
    });
    await page.getByRole('button', { name: en.send }).dblclick();
    await expect(page).toHaveURL(/\/contact\/email-success$/);
    const { requests, emails } = await received(marker);
    expect(requests).toHaveLength(1);
    expect(emails).toHaveLength(1);
  });

  test('validation messages show next to their fields, are announced, and nothing is sent', async ({ page }, info) => {
    const marker = await visitor(page, info.testId);
    await page.goto(en.path);
    await page.getByRole('button', { name: en.next }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a project type.' })).toBeVisible();
    await expect(page).not.toHaveURL(/step=/);

    await chooseSteps(page, en, 'Mobile app', budgetWords(appBudgets[0], 'en'), 'Instagram');
    await expect(page.getByText('Required for mobile app and SEO or marketing projects')).toBeVisible();
    await field(page, en.fields.email).fill('not-an-email');
    await field(page, en.fields.phone).fill('call me');
    await field(page, en.fields.deadline).fill('200');
    await field(page, en.fields.message).fill(`Short ${marker}`.slice(0, 8));
    await page.getByRole('button', { name: en.send }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' })).toBeVisible();
    const expectations: [string, string][] = [
      [en.fields.firstName, 'First name is required'],
      [en.fields.lastName, 'Last name is required'],
      [en.fields.email, 'Please enter a valid email address.'],
      [en.fields.phone, 'Please enter a valid phone number.'],
      [en.fields.company, 'Company is required for this kind of project'],
      [en.fields.deadline, 'Deadline must be a whole number of weeks between 1 and 104'],
      [en.fields.message, 'Message must be between 10 and 2000 characters'],
    ];
    for (const [label, message] of expectations) {
      const control = field(page, label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    await expect(field(page, en.fields.firstName)).toBeFocused();
    await expect(page).toHaveURL(/step=4/);
    expect((await received(marker)).requests).toHaveLength(0);
  });

  test('French validation messages', async ({ page }, info) => {
    await visitor(page, info.testId);
    await page.goto(fr.path);
    await chooseSteps(page, fr, 'Site web complet', budgetWords(websiteBudgets[2], 'fr'), 'LinkedIn');
    await field(page, fr.fields.email).fill('jeanne@');
    await page.getByRole('button', { name: fr.send }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Veuillez remplir tous les champs obligatoires.' }),
    ).toBeVisible();
    await expect(page.getByText('Le prénom est requis')).toBeVisible();
    await expect(page.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
    await expect(page.getByText('Le délai est requis')).toBeVisible();
  });

  test('a reload keeps every answer and the step', async ({ page }, info) => {
    await visitor(page, info.testId);
    await page.goto(en.path);
    await chooseSteps(page, en, 'Full website', budgetWords(websiteBudgets[3], 'en'), 'We have worked together before');
    await field(page, en.fields.firstName).fill('Grace');
    await field(page, en.fields.message).fill('A new site for the conference, in two languages.');
    await page.reload();
    await expect(page).toHaveURL(/step=4/);
    await expect(field(page, en.fields.firstName)).toHaveValue('Grace');
    await expect(field(page, en.fields.message)).toHaveValue('A new site for the conference, in two languages.');
    await page.getByRole('button', { name: en.back }).click();
    await expect(page).toHaveURL(/step=3/);
    await expect(page.getByRole('radio', { name: 'We have worked together before' })).toBeChecked();
  });

  test("the browser's Back and Forward buttons move between steps without losing answers", async ({ page }, info) => {
    await visitor(page, info.testId);
    await page.goto(en.path);
    await chooseSteps(page, en, 'Edit my website', budgetWords(websiteBudgets[1], 'en'), 'Search engine');
    await field(page, en.fields.firstName).fill('Alan');
    await page.goBack();
    await expect(page).toHaveURL(/step=3/);
    await expect(page.getByRole('heading', { name: 'How did you hear about me?' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Search engine' })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByRole('radio', { name: budgetWords(websiteBudgets[1], 'en') })).toBeChecked();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/step=4/);
    await expect(field(page, en.fields.firstName)).toHaveValue('Alan');
    // The page's Back button and the browser's agree.
    await page.getByRole('button', { name: en.back }).click();
    await expect(page).toHaveURL(/step=3/);
    await page.goBack();
    await expect(page).toHaveURL(/step=2/);
  });

  test('after 5 sends in 15 minutes the visitor is told how long to wait, and nothing is sent', async ({
    page,
  }, info) => {
    const marker = await visitor(page, info.testId);
    await page.goto(fr.path);
    await page.evaluate(() => {
      const minuteAgo = Date.now() - 60_000;
      localStorage.setItem('contact-attempts', JSON.stringify([minuteAgo, minuteAgo, minuteAgo, minuteAgo, minuteAgo]));
    });
    await chooseSteps(page, fr, 'Autre', budgetWords(websiteBudgets[0], 'fr'), 'Facebook');
    await fillDetails(page, fr, {
      firstName: 'Paul',
      lastName: 'Durand',
      email: 'paul@example.fr',
      deadline: '8',
      message: `Un outil de réservation (${marker})`,
    });
    await page.getByRole('button', { name: fr.send }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Veuillez patienter 14 min avant de réessayer' }),
    ).toBeVisible();
    await expect(field(page, fr.fields.firstName)).toHaveValue('Paul');
    expect((await received(marker)).requests).toHaveLength(0);
  });

  test('the step counter is a polite live region that says the new step when it changes', async ({ page }, info) => {
    await visitor(page, info.testId);
    await page.goto(en.path);
    const live = page.locator('form [aria-live="polite"]');
    await expect(live).toHaveAttribute('aria-atomic', 'true');
    await expect(live).toHaveText('Step 1 of 4');
    await page.getByRole('radio', { name: 'Full website' }).check();
    await page.getByRole('button', { name: en.next }).click();
    await expect(live).toHaveText('Step 2 of 4');
    // The new step's question takes the focus too, as before.
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
    await page.getByRole('button', { name: en.back }).click();
    await expect(live).toHaveText('Step 1 of 4');
  });

  test('a step in the URL cannot skip unanswered steps', async ({ page }, info) => {
    await visitor(page, info.testId);
    await page.goto(`${en.path}?step=4`);
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page).not.toHaveURL(/step=/);
  });
});

import { expect, test } from '@playwright/test';

test.describe('foundation', () => {
  test('the web app is served at /front/ and / redirects there', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/front\//);
  });

  test('an unauthenticated visit to a business route lands on the login page with the redirect', async ({ page }) => {
    await page.goto('/front/order/orderList?statusCd=20');
    await expect(page).toHaveURL(/\/front\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/order/orderList?statusCd=20');
  });

  test('an unknown path shows the error page; home goes home and go-back returns', async ({ page }) => {
    await page.goto('/front/login');
    await page.goto('/front/this/page/does/not/exist');
    await expect(page.getByTestId('error-go-home')).toBeVisible();
    await expect(page.getByTestId('error-go-back')).toBeVisible();
    await page.getByTestId('error-go-back').click();
    await expect(page).toHaveURL(/\/front\/login/);

    await page.goto('/front/another/missing/page');
    await page.getByTestId('error-go-home').click();
    // Home is a signed-in page: without a session it leads to the login page, carrying the redirect.
    await expect(page).toHaveURL(/\/front\/login\?redirect=%2Fhome|\/front\/login\?redirect=\/home/);
  });

  test('without history the error page offers home only', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/front/definitely/missing');
    await expect(page.getByTestId('error-go-home')).toBeVisible();
    await expect(page.getByTestId('error-go-back')).toHaveCount(0);
    await context.close();
  });

  test('the API docs page loads', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.locator('#swagger-ui')).toBeVisible();
    await expect(page.getByText('Partner Office API')).toBeVisible();
  });

  test('readiness answers 200', async ({ request }) => {
    const res = await request.get('/api/health/ready');
    expect(res.status()).toBe(200);
  });
});

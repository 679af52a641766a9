// The options page as a user sees it: labelled controls per environment and per setting.
import type { Locator, Page } from '@playwright/test';
import type { Environment } from '../../../utils/service/environments';
import type { ExtensionPages } from './extension-pages';

export class OptionsPage {
  constructor(readonly page: Page) {}

  static async open(ext: ExtensionPages): Promise<OptionsPage> {
    const page = await ext.context.newPage();
    await page.goto(ext.url('options.html'));
    await page.getByRole('heading', { name: 'Number Check — Settings' }).waitFor();
    return new OptionsPage(page);
  }

  section(env: Environment): Locator {
    return this.page.getByTestId(`section-deployment-${env}`);
  }
  baseUrl(env: Environment): Locator {
    return this.page.getByTestId(`base-url-${env}`);
  }
  urlProblem(env: Environment): Locator {
    return this.page.getByTestId(`url-problem-${env}`);
  }
  keyMasked(env: Environment): Locator {
    return this.page.getByTestId(`key-masked-${env}`);
  }
  keyInput(env: Environment): Locator {
    return this.page.getByTestId(`key-input-${env}`);
  }
  keyTest(env: Environment): Locator {
    return this.page.getByTestId(`key-test-${env}`);
  }
  get notice(): Locator {
    return this.page.getByTestId('notice');
  }

  async saveBaseUrl(env: Environment, url: string): Promise<void> {
    await this.baseUrl(env).fill(url);
    await this.section(env).getByRole('button', { name: 'Save address' }).click();
  }

  async chooseEnvironment(env: Environment): Promise<void> {
    await this.page.getByRole('radio', { name: new RegExp(env === 'staging' ? 'Staging' : 'Production') }).check();
  }
}

import { ExecutionRevertedError, UserRejectedRequestError } from 'viem';
import { toUserMessage } from '../chains/eip155/errors';
import { $snackbar, hideSnackbar } from '../stores/snackbar';
import { errorText } from '../stores/error-text';
import { notices } from './en/notices';
import { setLocale } from './set-locale';

describe('wallet errors and snackbar fallbacks follow the locale (issue 22)', () => {
  afterEach(async () => {
    hideSnackbar();
    await setLocale('en');
  });

  test('SPEC §8: the "Unknown error" fallback is worded in the active locale', async () => {
    expect(errorText(undefined)).toBe('Unknown error');
    await setLocale('ar');
    expect(errorText(undefined)).toBe('خطأ غير معروف');
    expect(errorText(new Error(''))).toBe('خطأ غير معروف');
    await setLocale('de');
    expect(toUserMessage({}).message).toBe('Unbekannter Fehler');
  });

  test('EVM wallet errors: the sentence per kind comes from the catalogue, the code stays', async () => {
    await setLocale('ja');
    expect(toUserMessage(new UserRejectedRequestError(new Error('x')))).toEqual({
      code: 'userRejected',
      message: 'ウォレットでリクエストを拒否しました。',
    });
    expect(toUserMessage({ code: 5000, message: 'internal' })).toEqual({
      code: 'walletError',
      message: 'ウォレットがリクエストを完了できませんでした。',
    });
    await setLocale('de');
    expect(
      toUserMessage(new ExecutionRevertedError({ message: 'execution reverted: Not owner' })).message,
    ).toBe('Die Transaktion würde fehlschlagen: Not owner.');
    expect(toUserMessage({ code: 3, message: 'execution reverted' }).message).toBe(
      'Die Transaktion würde fehlschlagen: Der Vertrag hat sie zurückgewiesen.',
    );
  });

  test('the Activity failure, the copy failure and the secure frame title translate', async () => {
    await setLocale('ru');
    expect(notices.activityFailed).toBe('Не удалось загрузить транзакции');
    expect(notices.copyLinkFailed).toBe('Не удалось скопировать ссылку');
    expect(notices.secureFrameTitle).toBe('Защищённый кошелёк');
    await setLocale('en');
    expect(notices.secureFrameTitle).toBe('Secure wallet');
  });

  test('a snackbar error without text reads in the locale chosen when it shows', async () => {
    await setLocale('zh-CN');
    const { showError } = await import('../stores/snackbar');
    showError(null);
    expect($snackbar.get().message).toBe('未知错误');
  });
});

// Recorded answers in the providers' documented shapes, for the onramp report tests.

export const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const OTHER_WALLET = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** Recorded: GET /onramp/v1/buy/user/{ref}/transactions (Coinbase, snake_case). */
export const COINBASE_ANSWER = {
  transactions: [
    {
      status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      purchase_currency: 'ETH',
      purchase_network: 'base',
      purchase_amount: { value: '0.0125', currency: 'ETH' },
      payment_total: { value: '50.00', currency: 'USD' },
      payment_subtotal: { value: '48.50', currency: 'USD' },
      coinbase_fee: { value: '1.49', currency: 'USD' },
      network_fee: { value: '0.01', currency: 'USD' },
      exchange_rate: { value: '3880.00', currency: 'USD' },
      country: 'US',
      user_id: '4132b63ee21128686458155b28570289',
      payment_method: 'CARD',
      tx_hash: '0x5b1f8a1c1d0c5f1e6a8b4d0f2b3e9c7a6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f10',
      transaction_id: '1f087a54-ff1f-62e8-9f85-aa77ac0499a5',
      wallet_address: WALLET,
      type: 'ONRAMP_TRANSACTION_TYPE_BUY_AND_SEND',
      created_at: '2026-11-24T09:12:00Z',
      completed_at: '2026-11-24T09:14:31Z',
      partner_user_ref: WALLET,
    },
    {
      status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
      purchase_currency: 'USDC',
      purchase_network: 'ethereum',
      purchase_amount: { value: '20', currency: 'USDC' },
      tx_hash: '',
      transaction_id: '1f087a54-ff1f-62e8-9f85-aa77ac0499a6',
      wallet_address: WALLET,
      created_at: '2026-11-24T09:40:00Z',
    },
  ],
  next_page_key: '',
  total_count: '2',
};

/** Recorded: GET /payments/transactions?externalCustomerIds=… (Meld). */
export const MELD_ANSWER = {
  transactions: [
    {
      id: 'WePcmgusm8wFhxMH2NPWCn',
      key: 'WePcmgusm8wFhxMH2NPWCn',
      transactionType: 'CRYPTO_PURCHASE',
      status: 'SETTLED',
      sourceAmount: 100,
      sourceCurrencyCode: 'USD',
      destinationAmount: 0.0241,
      destinationCurrencyCode: 'ETH',
      serviceProvider: 'TRANSAK',
      externalCustomerId: WALLET,
      createdAt: '2026-11-23T18:05:12.31Z',
      updatedAt: '2026-11-23T18:09:40.02Z',
      cryptoDetails: { walletAddress: WALLET, transactionHash: '0xabc1', chainId: '1', networkFee: 0.6 },
    },
    {
      id: 'Xq3Ut6k2fUL4Xc4PVCqv4z',
      status: 'DECLINED',
      destinationAmount: '25',
      destinationCurrencyCode: 'USDC_BASE',
      createdAt: '2026-11-22T08:00:00Z',
      cryptoDetails: { walletAddress: WALLET.toLowerCase(), transactionHash: null },
    },
    {
      id: 'someoneElse',
      status: 'PENDING',
      destinationAmount: 3,
      destinationCurrencyCode: 'ETH',
      createdAt: '2026-11-24T07:00:00Z',
      cryptoDetails: { walletAddress: OTHER_WALLET },
    },
  ],
  count: 3,
  remaining: 0,
  totalCount: 3,
};

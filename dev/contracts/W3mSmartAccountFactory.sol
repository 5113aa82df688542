// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@account-abstraction/contracts/samples/SimpleAccount.sol";

/**
 * The v0.7 SimpleAccount plus ERC-1271. The stock SimpleAccount of the account-abstraction contracts
 * 0.7.0 has no isValidSignature, so a signed message could never verify once the account exists.
 * The owner signs an EIP-712 wrapper bound to this account's address and chain, so one owner
 * signature is never valid for the owner's EOA or another of its accounts (replay safety).
 */
contract W3mSmartAccount is SimpleAccount, EIP712 {
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("W3mSmartAccountMessage(bytes32 hash)");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) EIP712("W3mSmartAccount", "1") {}

    /// The digest the owner signs to approve `hash` for this account.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    /// ERC-1271: valid when the owner signed replaySafeHash(hash).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address recovered, ECDSA.RecoverError error, ) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        if (error == ECDSA.RecoverError.NoError && recovered == owner) return 0x1626ba7e;
        return 0xffffffff;
    }
}

/** SimpleAccountFactory's shape (createAccount, getAddress) for {W3mSmartAccount}. */
contract W3mSmartAccountFactory {
    W3mSmartAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new W3mSmartAccount(entryPoint);
    }

    /// Deploys the owner's account for `salt`, or returns it when it already exists.
    function createAccount(address owner, uint256 salt) public returns (W3mSmartAccount account) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return W3mSmartAccount(payable(predicted));
        account = W3mSmartAccount(
            payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), _initCall(owner)))
        );
    }

    /// The counterfactual address createAccount(owner, salt) deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory proxyInit = abi.encodePacked(
            type(ERC1967Proxy).creationCode,
            abi.encode(address(accountImplementation), _initCall(owner))
        );
        return Create2.computeAddress(bytes32(salt), keccak256(proxyInit));
    }

    function _initCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}

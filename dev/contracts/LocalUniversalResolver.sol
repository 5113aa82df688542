// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

interface IEnsRegistry {
    function resolver(bytes32 node) external view returns (address);
}

interface INameResolver {
    function name(bytes32 node) external view returns (string memory);
}

interface IAddrResolver {
    function addr(bytes32 node) external view returns (address payable);
}

/// @title A small ENS universal resolver for the local ENS chain
/// @notice Answers viem's `resolveWithGateways` and `reverseWithGateways` (coin type 60) from a
/// registry and on-chain resolvers only: no wildcard names and no off-chain (CCIP-read) lookups.
contract LocalUniversalResolver {
    error ResolverNotFound(bytes name);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error UnsupportedResolverProfile(bytes4 selector);
    error DNSDecodingFailed(bytes dns);

    /// @dev namehash("addr.reverse")
    bytes32 private constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    IEnsRegistry public immutable registry;

    constructor(IEnsRegistry registry_) {
        registry = registry_;
    }

    /// @notice Calls the resolver of a DNS-encoded `name` with `data` and returns its raw answer.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        bytes32 node = _dnsNamehash(name, 0);
        address resolver = registry.resolver(node);
        if (resolver == address(0)) revert ResolverNotFound(name);
        (bool ok, bytes memory answer) = resolver.staticcall(data);
        if (!ok) revert ResolverError(answer);
        return (answer, resolver);
    }

    /// @notice The verified primary name of an address (its reverse record, checked forward).
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        if (coinType != 60 || lookupAddress.length != 20) revert UnsupportedResolverProfile(bytes4(0x691f3431));
        address owner = address(bytes20(lookupAddress));
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, keccak256(_lowerHex(owner))));
        reverseResolver = registry.resolver(reverseNode);
        if (reverseResolver == address(0)) return ("", address(0), address(0));
        primary = INameResolver(reverseResolver).name(reverseNode);
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes32 node = _namehash(bytes(primary));
        resolver = registry.resolver(node);
        if (resolver == address(0)) revert ResolverNotFound(bytes(primary));
        address forward = IAddrResolver(resolver).addr(node);
        if (forward != owner) revert ReverseAddressMismatch(primary, abi.encodePacked(forward));
    }

    function _dnsNamehash(bytes calldata name, uint256 offset) private pure returns (bytes32) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        if (offset + 1 + length > name.length) revert DNSDecodingFailed(name);
        bytes32 label = keccak256(name[offset + 1:offset + 1 + length]);
        return keccak256(abi.encodePacked(_dnsNamehash(name, offset + 1 + length), label));
    }

    function _namehash(bytes memory name) private pure returns (bytes32 node) {
        uint256 end = name.length;
        for (uint256 i = name.length; i > 0; i--) {
            if (name[i - 1] == ".") {
                node = keccak256(abi.encodePacked(node, _labelHash(name, i, end)));
                end = i - 1;
            }
        }
        node = keccak256(abi.encodePacked(node, _labelHash(name, 0, end)));
    }

    function _labelHash(bytes memory name, uint256 start, uint256 end) private pure returns (bytes32) {
        bytes memory label = new bytes(end - start);
        for (uint256 i = start; i < end; i++) label[i - start] = name[i];
        return keccak256(label);
    }

    function _lowerHex(address value) private pure returns (bytes memory text) {
        bytes16 digits = "0123456789abcdef";
        text = new bytes(40);
        uint160 bits = uint160(value);
        for (uint256 i = 40; i > 0; i--) {
            text[i - 1] = digits[bits & 0xf];
            bits >>= 4;
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721URIStorage, ERC721} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Test ERC-721 collection for the local dev chain
/// @notice Each token carries its own metadata URI (the stack uses data: URIs); only the deployer mints.
contract TestNft is ERC721URIStorage, Ownable {
    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) Ownable(msg.sender) {}

    /// @notice Creates token `tokenId` for `to` with metadata at `uri`.
    function mint(address to, uint256 tokenId, string calldata uri) external onlyOwner {
        _safeMint(to, tokenId);
        _setTokenURI(tokenId, uri);
    }
}

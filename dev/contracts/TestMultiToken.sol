// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Test ERC-1155 collection for the local dev chain
/// @notice Per-id metadata URIs (the stack uses data: URIs) and a collection name; only the deployer mints.
contract TestMultiToken is ERC1155, Ownable {
    string public name;
    mapping(uint256 id => string) private _uris;

    constructor(string memory name_) ERC1155("") Ownable(msg.sender) {
        name = name_;
    }

    /// @notice Creates `amount` of token `id` for `to`, setting the id's metadata URI to `tokenUri`.
    function mint(address to, uint256 id, uint256 amount, string calldata tokenUri) external onlyOwner {
        _uris[id] = tokenUri;
        _mint(to, id, amount, "");
    }

    /// @inheritdoc ERC1155
    function uri(uint256 id) public view override returns (string memory) {
        return _uris[id];
    }
}

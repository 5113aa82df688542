// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The local stand-in for Farcaster's IdRegistry: the same read functions
/// (custodyOf, idOf) that Sign In With Farcaster verifiers call, and a register call
/// only the deployer may use, so the stack can give dev fids to dev custody keys.
contract DevIdRegistry {
    address public immutable owner;
    mapping(uint256 => address) public custodyOf;
    mapping(address => uint256) public idOf;

    event Register(address indexed to, uint256 indexed id, address recovery);

    error Unauthorized();
    error HasId();

    constructor() {
        owner = msg.sender;
    }

    /// @notice Gives `fid` to `custody` (each fid and each custody address once).
    function register(uint256 fid, address custody) external {
        if (msg.sender != owner) revert Unauthorized();
        if (fid == 0 || custody == address(0) || custodyOf[fid] != address(0) || idOf[custody] != 0)
            revert HasId();
        custodyOf[fid] = custody;
        idOf[custody] = fid;
        emit Register(custody, fid, address(0));
    }
}

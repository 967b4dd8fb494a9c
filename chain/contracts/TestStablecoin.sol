// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestToken} from "./TestToken.sol";

/// @title Test USD Coin (tUSDC)
/// @notice A minimal ERC-20 for the local development chain only: the test token with 6 decimals. `mint`
/// is open to anyone on purpose: tests and demos fund any wallet they like. Never deploy this on a real
/// network.
contract TestStablecoin is TestToken {
    constructor() TestToken("Test USD Coin", "tUSDC", 6) {}
}

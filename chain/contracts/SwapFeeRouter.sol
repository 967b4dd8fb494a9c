// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// The part of the published UniswapV2Router02 this contract calls.
interface IUniswapV2Router02 {
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);

    function swapExactETHForTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable returns (uint256[] memory amounts);

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

/// @title Takes an integrator's fee from the sell amount, then swaps the rest through Uniswap V2
/// @notice The taker approves this contract (not the Uniswap router) for the sell amount. Each swap pulls
/// `amountIn` from the taker, sends `fee` of it to `feeRecipient`, and swaps `amountIn - fee` through the
/// official UniswapV2Router02 with the output going straight to the taker, under the taker's `amountOutMin`
/// and `deadline`. The fee and its recipient are the caller's parameters, signed by the taker with the
/// transaction. No owner, nothing stored: between transactions this contract holds no tokens and no ETH.
/// Tokens that charge a fee on transfer are not supported (the router's plain swaps would fail).
contract SwapFeeRouter {
    IUniswapV2Router02 public immutable router;

    /// One swap: `sellAmount` left the taker, `fee` of it went to `feeRecipient`, `buyAmount` reached the taker.
    event SwapWithFee(
        address indexed taker,
        address indexed sellToken,
        address indexed buyToken,
        uint256 sellAmount,
        uint256 buyAmount,
        address feeRecipient,
        uint256 fee
    );

    constructor(IUniswapV2Router02 router_) {
        router = router_;
    }

    /// @notice Sells `amountIn` of `path[0]` for `path[path.length - 1]`, `fee` of `amountIn` to `feeRecipient`.
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        uint256 fee,
        address feeRecipient,
        uint256 deadline
    ) external returns (uint256 amountOut) {
        uint256 swapped = _pullAndPayFee(path[0], amountIn, fee, feeRecipient);
        uint256[] memory amounts = router.swapExactTokensForTokens(swapped, amountOutMin, path, msg.sender, deadline);
        amountOut = amounts[amounts.length - 1];
        emit SwapWithFee(msg.sender, path[0], path[path.length - 1], amountIn, amountOut, feeRecipient, fee);
    }

    /// @notice Sells the ETH sent (`msg.value`) for `path[path.length - 1]` (`path[0]` is WETH), `fee` of
    /// it to `feeRecipient`.
    function swapExactETHForTokens(
        uint256 amountOutMin,
        address[] calldata path,
        uint256 fee,
        address feeRecipient,
        uint256 deadline
    ) external payable returns (uint256 amountOut) {
        require(fee < msg.value, "SwapFeeRouter: FEE_NOT_BELOW_AMOUNT");
        if (fee > 0) {
            (bool paid, ) = feeRecipient.call{value: fee}("");
            require(paid, "SwapFeeRouter: FEE_TRANSFER_FAILED");
        }
        uint256[] memory amounts = router.swapExactETHForTokens{value: msg.value - fee}(
            amountOutMin,
            path,
            msg.sender,
            deadline
        );
        amountOut = amounts[amounts.length - 1];
        emit SwapWithFee(msg.sender, address(0), path[path.length - 1], msg.value, amountOut, feeRecipient, fee);
    }

    /// @notice Sells `amountIn` of `path[0]` for ETH (`path[path.length - 1]` is WETH), `fee` of `amountIn`
    /// to `feeRecipient`.
    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        uint256 fee,
        address feeRecipient,
        uint256 deadline
    ) external returns (uint256 amountOut) {
        uint256 swapped = _pullAndPayFee(path[0], amountIn, fee, feeRecipient);
        uint256[] memory amounts = router.swapExactTokensForETH(swapped, amountOutMin, path, msg.sender, deadline);
        amountOut = amounts[amounts.length - 1];
        emit SwapWithFee(msg.sender, path[0], address(0), amountIn, amountOut, feeRecipient, fee);
    }

    /// Pulls `amountIn` of `token` from the taker, pays `fee` of it to `feeRecipient` and lets the router take
    /// the rest, which it returns.
    function _pullAndPayFee(
        address token,
        uint256 amountIn,
        uint256 fee,
        address feeRecipient
    ) private returns (uint256 swapped) {
        require(fee < amountIn, "SwapFeeRouter: FEE_NOT_BELOW_AMOUNT");
        _call(token, abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amountIn)); // transferFrom
        if (fee > 0) _call(token, abi.encodeWithSelector(0xa9059cbb, feeRecipient, fee)); // transfer
        swapped = amountIn - fee;
        // The router spends exactly this much, so the allowance is back to zero after the swap.
        _call(token, abi.encodeWithSelector(0x095ea7b3, address(router), swapped)); // approve
    }

    /// Calls an ERC-20 and requires success and a true or empty answer (tokens like USDT return nothing).
    function _call(address token, bytes memory data) private {
        (bool success, bytes memory answer) = token.call(data);
        require(
            success && (answer.length == 0 || abi.decode(answer, (bool))) && token.code.length > 0,
            "SwapFeeRouter: TOKEN_CALL_FAILED"
        );
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Test multi-token (ERC-1155)
/// @notice A minimal ERC-1155 for the local development chain only, so ERC-1155 metadata and mint
/// listing can be tested against a real contract. `mint`, `mintBatch` and `setURI` are open to
/// anyone on purpose. No receiver checks: transfers and mints never call `onERC1155Received` /
/// `onERC1155BatchReceived`. No `name` or `symbol` (the standard has neither).
/// Metadata is one base URI for every id with the `{id}` placeholder of the metadata URI extension
/// (clients replace it with the id as 64 lower-case hex digits).
contract TestMultiToken {
    mapping(uint256 => mapping(address => uint256)) private _balances;
    mapping(address => mapping(address => bool)) public isApprovedForAll;
    string private _uri;

    event TransferSingle(
        address indexed operator,
        address indexed from,
        address indexed to,
        uint256 id,
        uint256 value
    );
    event TransferBatch(
        address indexed operator,
        address indexed from,
        address indexed to,
        uint256[] ids,
        uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == 0x01ffc9a7 /* ERC-165 */ ||
            interfaceId == 0xd9b67a26 /* ERC-1155 */ ||
            interfaceId == 0x0e89341c /* ERC-1155 Metadata URI */;
    }

    /// @notice The same URI for every id, `{id}` included; empty until someone sets it.
    function uri(uint256) external view returns (string memory) {
        return _uri;
    }

    /// @notice Open to anyone: this is a test token. Emits `URI` with id 0, as the standard allows
    /// for a URI that applies to every id.
    function setURI(string calldata newUri) external {
        _uri = newUri;
        emit URI(newUri, 0);
    }

    function balanceOf(address account, uint256 id) public view returns (uint256) {
        require(account != address(0), "ERC1155: address zero is not a valid owner");
        return _balances[id][account];
    }

    function balanceOfBatch(
        address[] calldata accounts,
        uint256[] calldata ids
    ) external view returns (uint256[] memory balances) {
        require(accounts.length == ids.length, "ERC1155: accounts and ids length mismatch");
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; ++i) balances[i] = balanceOf(accounts[i], ids[i]);
    }

    function setApprovalForAll(address operator, bool approved) external {
        require(operator != msg.sender, "ERC1155: setting approval status for self");
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes calldata) external {
        _checkTransfer(from, to);
        _move(from, to, id, amount);
        emit TransferSingle(msg.sender, from, to, id, amount);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata amounts,
        bytes calldata
    ) external {
        require(ids.length == amounts.length, "ERC1155: ids and amounts length mismatch");
        _checkTransfer(from, to);
        for (uint256 i = 0; i < ids.length; ++i) _move(from, to, ids[i], amounts[i]);
        emit TransferBatch(msg.sender, from, to, ids, amounts);
    }

    /// @notice Open to anyone: this is a test token.
    function mint(address to, uint256 id, uint256 amount) external {
        require(to != address(0), "ERC1155: mint to the zero address");
        _balances[id][to] += amount;
        emit TransferSingle(msg.sender, address(0), to, id, amount);
    }

    /// @notice Open to anyone: this is a test token (one TransferBatch, as a batch mint emits).
    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata amounts) external {
        require(to != address(0), "ERC1155: mint to the zero address");
        require(ids.length == amounts.length, "ERC1155: ids and amounts length mismatch");
        for (uint256 i = 0; i < ids.length; ++i) _balances[ids[i]][to] += amounts[i];
        emit TransferBatch(msg.sender, address(0), to, ids, amounts);
    }

    function _checkTransfer(address from, address to) private view {
        require(to != address(0), "ERC1155: transfer to the zero address");
        require(from == msg.sender || isApprovedForAll[from][msg.sender], "ERC1155: caller is not owner nor approved");
    }

    function _move(address from, address to, uint256 id, uint256 amount) private {
        uint256 balance = _balances[id][from];
        require(balance >= amount, "ERC1155: insufficient balance for transfer");
        unchecked {
            _balances[id][from] = balance - amount;
        }
        _balances[id][to] += amount;
    }
}

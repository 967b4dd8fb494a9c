// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title The ERC-721 collection an owner deploys from the widget editor (DexContracts).
/// @notice Only its owner (the deployer) mints, with each token's metadata URI; ids count up from 1.
/// Safe transfers do not call a receiver hook: send to contracts with care.
contract WidgetNft {
    string public name;
    string public symbol;
    address public immutable owner;
    uint256 public totalSupply;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;
    mapping(uint256 => string) private _tokenURIs;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_) {
        require(bytes(name_).length > 0, "ERC721: empty name");
        require(bytes(symbol_).length > 0, "ERC721: empty symbol");
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function tokenURI(uint256 id) external view returns (string memory) {
        ownerOf(id);
        return _tokenURIs[id];
    }

    function ownerOf(uint256 id) public view returns (address tokenOwner) {
        tokenOwner = _owners[id];
        require(tokenOwner != address(0), "ERC721: invalid token ID");
    }

    function balanceOf(address account) external view returns (uint256) {
        require(account != address(0), "ERC721: address zero is not a valid owner");
        return _balances[account];
    }

    function approve(address spender, uint256 id) external {
        address tokenOwner = ownerOf(id);
        require(msg.sender == tokenOwner || isApprovedForAll[tokenOwner][msg.sender], "ERC721: not authorized");
        getApproved[id] = spender;
        emit Approval(tokenOwner, spender, id);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 id) public {
        require(from == ownerOf(id), "ERC721: wrong from");
        require(to != address(0), "ERC721: transfer to the zero address");
        require(
            msg.sender == from || isApprovedForAll[from][msg.sender] || msg.sender == getApproved[id],
            "ERC721: not authorized"
        );
        unchecked {
            _balances[from]--;
            _balances[to]++;
        }
        _owners[id] = to;
        delete getApproved[id];
        emit Transfer(from, to, id);
    }

    function safeTransferFrom(address from, address to, uint256 id) external {
        transferFrom(from, to, id);
    }

    function safeTransferFrom(address from, address to, uint256 id, bytes calldata) external {
        transferFrom(from, to, id);
    }

    /// @notice The owner mints the next token to `to` with its metadata URI.
    function mint(address to, string calldata uri) external returns (uint256 id) {
        require(msg.sender == owner, "ERC721: only the owner mints");
        require(to != address(0), "ERC721: mint to the zero address");
        id = ++totalSupply;
        unchecked {
            _balances[to]++;
        }
        _owners[id] = to;
        _tokenURIs[id] = uri;
        emit Transfer(address(0), to, id);
    }
}

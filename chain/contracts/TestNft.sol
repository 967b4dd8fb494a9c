// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Test NFT (tNFT)
/// @notice A minimal ERC-721 for the local development chain only, so NFT ownership checks can be
/// tested against a real contract. `mint` is open to anyone on purpose. No safe-transfer receiver
/// checks; metadata is a per-token URI its owner sets (tests store `data:application/json,…`).
contract TestNft {
    string public constant name = "Test NFT";
    string public constant symbol = "tNFT";

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;
    mapping(uint256 => string) private _tokenURIs;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == 0x01ffc9a7 /* ERC-165 */ ||
            interfaceId == 0x80ac58cd /* ERC-721 */ ||
            interfaceId == 0x5b5e139f /* ERC-721 Metadata */;
    }

    /// @notice The token's metadata URI; empty until its owner sets one.
    function tokenURI(uint256 id) external view returns (string memory) {
        ownerOf(id);
        return _tokenURIs[id];
    }

    /// @notice Only the token's owner sets its metadata.
    function setTokenURI(uint256 id, string calldata uri) external {
        require(ownerOf(id) == msg.sender, "ERC721: caller is not the token owner");
        _tokenURIs[id] = uri;
    }

    function ownerOf(uint256 id) public view returns (address owner) {
        owner = _owners[id];
        require(owner != address(0), "ERC721: invalid token ID");
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "ERC721: address zero is not a valid owner");
        return _balances[owner];
    }

    function approve(address spender, uint256 id) external {
        address owner = ownerOf(id);
        require(msg.sender == owner || isApprovedForAll[owner][msg.sender], "ERC721: not authorized");
        getApproved[id] = spender;
        emit Approval(owner, spender, id);
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

    /// @notice Open to anyone: this is a test token.
    function mint(address to, uint256 id) external {
        require(to != address(0), "ERC721: mint to the zero address");
        require(_owners[id] == address(0), "ERC721: token already minted");
        unchecked {
            _balances[to]++;
        }
        _owners[id] = to;
        emit Transfer(address(0), to, id);
    }
}

import { describe, expect, it } from "vitest"
import { nftCandidates } from "./nft.js"
import type { Transaction, TransactionTransfer } from "./transaction.js"

const PASS = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
const SPAM = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"
const local = "eip155:31337"

const nft = (
  contract: string,
  tokenId: string,
  name: string,
  spam = false,
  direction: "in" | "out" = "in"
): TransactionTransfer => ({
  nft_info: {
    contract_address: contract,
    token_id: tokenId,
    name,
    content: { preview: { url: `https://img.test/${tokenId}.svg` } },
    flags: { is_spam: spam }
  },
  direction,
  quantity: { numeric: "1" }
})

const transaction = (id: string, transfers: ReadonlyArray<TransactionTransfer>, chain = local): Transaction => ({
  id,
  metadata: {
    operationType: "receive",
    minedAt: "2026-11-20T10:00:00Z",
    sentFrom: PASS,
    sentTo: PASS,
    status: "confirmed",
    chain
  },
  transfers
})

describe("nftCandidates", () => {
  it("lists each NFT the history names once, newest first, with its name and image", () => {
    const candidates = nftCandidates(
      [
        transaction("0x3", [nft(PASS.toLowerCase(), "2", "Harbor Pass #2")]),
        transaction("0x2", [nft(PASS, "1", "Harbor Pass #1", false, "out")]),
        transaction("0x1", [nft(PASS, "1", "Harbor Pass #1")])
      ],
      local
    )
    expect(candidates).toEqual([
      {
        contract: PASS,
        tokenId: "2",
        name: "Harbor Pass #2",
        imageUrl: "https://img.test/2.svg",
        caipNetworkId: local
      },
      { contract: PASS, tokenId: "1", name: "Harbor Pass #1", imageUrl: "https://img.test/1.svg", caipNetworkId: local }
    ])
  })

  it("leaves out spam, other chains, fungible transfers and transfers without a contract or a token id", () => {
    const fungible: TransactionTransfer = {
      fungible_info: { symbol: "GWT" },
      direction: "in",
      quantity: { numeric: "5" }
    }
    const noId: TransactionTransfer = {
      nft_info: { contract_address: PASS, name: "?", flags: { is_spam: false } },
      quantity: { numeric: "1" }
    }
    const badContract: TransactionTransfer = {
      nft_info: { contract_address: "0x12", token_id: "1", flags: { is_spam: false } },
      quantity: { numeric: "1" }
    }
    const candidates = nftCandidates(
      [
        transaction("0x4", [nft(SPAM, "1", "Claim Free ETH #1", true), fungible, noId, badContract]),
        transaction("0x5", [nft(PASS, "9", "Harbor Pass #9")], "eip155:1")
      ],
      local
    )
    expect(candidates).toEqual([])
  })

  it("names an NFT without a name by its token id", () => {
    const unnamed: TransactionTransfer = {
      nft_info: { contract_address: PASS, token_id: "7", flags: { is_spam: false } },
      quantity: { numeric: "1" }
    }
    expect(nftCandidates([transaction("0x6", [unnamed])], local)[0]).toMatchObject({ name: "#7", imageUrl: undefined })
  })
})

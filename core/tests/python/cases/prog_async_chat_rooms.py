import asyncio
from dataclasses import dataclass, field
from collections import defaultdict


@dataclass
class Message:
    sender: str
    room: str
    text: str
    seq: int = 0


class ChatServer:
    def __init__(self):
        self.rooms = defaultdict(set)
        self.inboxes = {}
        self.seq = 0
        self.log = []

    def connect(self, user):
        q = asyncio.Queue()
        self.inboxes[user] = q
        return q

    async def join(self, user, room):
        self.rooms[room].add(user)
        await self.broadcast(Message("server", room, f"{user} joined"))

    async def leave(self, user, room):
        self.rooms[room].discard(user)
        await self.broadcast(Message("server", room, f"{user} left"))

    async def broadcast(self, msg):
        self.seq += 1
        msg.seq = self.seq
        self.log.append(msg)
        for member in sorted(self.rooms[msg.room]):
            if member != msg.sender:
                await self.inboxes[member].put(msg)


async def client(server, name, script, received):
    inbox = server.connect(name)

    async def reader():
        while True:
            msg = await inbox.get()
            if msg is None:
                break
            received[name].append(f"[{msg.room}#{msg.seq}] {msg.sender}: {msg.text}")

    task = asyncio.create_task(reader())
    for action, *args in script:
        await asyncio.sleep(args[-1] if action == "wait" else 0)
        if action == "join":
            await server.join(name, args[0])
        elif action == "say":
            await server.broadcast(Message(name, args[0], args[1]))
        elif action == "leave":
            await server.leave(name, args[0])
    return task


async def main():
    server = ChatServer()
    received = defaultdict(list)
    scripts = {
        "ann": [("join", "lobby"), ("wait", 0.01), ("say", "lobby", "hi all"), ("wait", 0.03), ("leave", "lobby")],
        "bob": [("join", "lobby"), ("join", "dev"), ("wait", 0.02), ("say", "dev", "build is green"), ("say", "lobby", "hey ann")],
        "cy": [("wait", 0.005), ("join", "dev"), ("wait", 0.015), ("say", "dev", "nice")],
    }
    readers = await asyncio.gather(*(client(server, n, s, received) for n, s in scripts.items()))
    await asyncio.sleep(0.05)
    for user, q in server.inboxes.items():
        await q.put(None)
    await asyncio.gather(*readers)
    for user in sorted(received):
        print(f"== {user} ({len(received[user])} messages)")
        for line in received[user]:
            print("  ", line)
    print("log size", len(server.log), "rooms", {r: sorted(m) for r, m in sorted(server.rooms.items())})
    by_sender = defaultdict(int)
    for m in server.log:
        by_sender[m.sender] += 1
    print(dict(sorted(by_sender.items())))


asyncio.run(main())

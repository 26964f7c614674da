# unittest.IsolatedAsyncioTestCase: async fixtures, cleanups, context vars, failures
import unittest, asyncio, contextvars, io

request_id = contextvars.ContextVar("request_id", default=None)
events = []

class FakeDB:
    def __init__(self):
        self.rows = {}
        self.open = False
    async def connect(self):
        await asyncio.sleep(0.01)
        self.open = True
    async def close(self):
        await asyncio.sleep(0)
        self.open = False
        events.append("db closed")
    async def put(self, k, v):
        if not self.open:
            raise RuntimeError("db not connected")
        await asyncio.sleep(0)
        self.rows[k] = v
    async def get(self, k):
        await asyncio.sleep(0)
        return self.rows[k]

class Session:
    async def __aenter__(self):
        events.append("session enter")
        return "session-1"
    async def __aexit__(self, *exc):
        events.append("session exit")

class DBTests(unittest.IsolatedAsyncioTestCase):
    def setUp(self):
        events.append("setUp")
        request_id.set("req-42")
    async def asyncSetUp(self):
        events.append("asyncSetUp " + str(request_id.get()))
        self.db = FakeDB()
        await self.db.connect()
        self.addAsyncCleanup(self.db.close)
    async def asyncTearDown(self):
        events.append("asyncTearDown")
    def tearDown(self):
        events.append("tearDown")
    async def test_put_get(self):
        await self.db.put("a", 1)
        self.assertEqual(await self.db.get("a"), 1)
        self.assertEqual(request_id.get(), "req-42")
    async def test_missing_key(self):
        with self.assertRaises(KeyError):
            await self.db.get("zzz")
    async def test_gather(self):
        await asyncio.gather(*(self.db.put(i, i * i) for i in range(5)))
        self.assertEqual(sorted(self.db.rows.values()), [0, 1, 4, 9, 16])
    async def test_fails(self):
        self.assertEqual(await self.db.get("nope") if False else 1, 2)
    async def test_context_manager(self):
        name = await self.enterAsyncContext(Session())
        self.assertEqual(name, "session-1")
    def test_sync_method(self):
        self.assertTrue(self.db.open)
    async def test_timeout(self):
        with self.assertRaises(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.sleep(5), 0.1)
    @unittest.skip("not ready")
    async def test_skipped(self):
        pass

stream = io.StringIO()
result = unittest.TextTestRunner(stream=stream, verbosity=0).run(unittest.defaultTestLoader.loadTestsFromTestCase(DBTests))
print("run", result.testsRun, "failures", len(result.failures), "errors", len(result.errors), "skipped", len(result.skipped))
for test, tb in result.failures:
    print(test.id().split(".")[-1], "->", tb.strip().splitlines()[-1])
print(events.count("db closed"), events.count("setUp"), events[:7])
print("session enter" in events, events.index("session exit") < len(events))
print(request_id.get(), issubclass(DBTests, unittest.TestCase), unittest.IsolatedAsyncioTestCase.__module__)

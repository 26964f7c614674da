import asyncio

async def forever(log):
    try:
        while True:
            await asyncio.sleep(1)
            log.append("tick")
    except asyncio.CancelledError:
        log.append("cancelled")
        raise
    finally:
        log.append("finally")

async def main():
    log = []
    t = asyncio.create_task(forever(log))
    await asyncio.sleep(2.5)
    print(t.cancel())
    try:
        await t
    except asyncio.CancelledError:
        print("awaiting raised CancelledError")
    print(t.cancelled(), t.done(), log)
    print(t.cancel())
    try:
        t.result()
    except asyncio.CancelledError:
        print("result raised CancelledError")
    print(issubclass(asyncio.CancelledError, BaseException),
          issubclass(asyncio.CancelledError, Exception))

asyncio.run(main())

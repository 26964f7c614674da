from datetime import date, datetime, timezone
import time
for t in [1e20, 1e18, 1e17, 1e15, -1e20, float('nan'), float('inf'), 253402300800, 253402300799, -62135596800, -62135596801, 2**63, 2**63 - 1, -2**63, 2**64, 67768036191676800, 31556889864403199]:
  for f in [date.fromtimestamp, lambda x: datetime.fromtimestamp(x, timezone.utc), datetime.utcfromtimestamp, time.gmtime]:
    try: print(t, f(t))
    except Exception as e: print(t, type(e).__name__, e)

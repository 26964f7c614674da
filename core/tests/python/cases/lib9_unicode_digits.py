from datetime import datetime, date
import time, ipaddress, uuid
for f in [lambda: date.fromisoformat('٢٠٢٤-01-01'), lambda: datetime.strptime('٢٠٢٤-٠١-٠٥', '%Y-%m-%d'), lambda: time.strptime('١٢:٣٠', '%H:%M')[3:5], lambda: datetime.strptime('2024 ５', '%Y %d'), lambda: ipaddress.ip_address('١.2.3.4'), lambda: int('٣', 16), lambda: uuid.UUID('١' * 32) if False else 0]:
    try:
        print(f())
    except ValueError as e:
        print('ValueError', e)

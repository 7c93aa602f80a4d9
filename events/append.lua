-- Append one batch of sealed events to a game, all or nothing (DESIGN §3).
-- KEYS: 1 log stream, 2 meta hash, 3 partition feed, 4 idempotency key, 5 secrets hash
-- The idempotency key holds "fingerprint\nversion\nresponse JSON"; a replay returns "version\nresponse".
-- A batch's last feed entry carries the new head as 'h' (projections.transparency reads it).
-- ARGV: 1 expected version, 2 idempotency fingerprint ('' = none), 3 idempotency TTL ms,
--       4 response JSON to store for the key, 5 new head hash, 6 feed max length, 7 gid,
--       8 the head hash the batch chains from, when the caller took it from a cache ('' = read just now),
--       9 n events, then n pairs (type, envelope JSON), then m, then m pairs (secret field, value)
local expected = tonumber(ARGV[1])
local fingerprint = ARGV[2]

if fingerprint ~= '' then
  local stored = redis.call('GET', KEYS[4])
  if stored then
    local sep = string.find(stored, '\n', 1, true)
    if string.sub(stored, 1, sep - 1) == fingerprint then
      return {'replay', string.sub(stored, sep + 1)}
    end
    return {'reused', ''}
  end
end

local meta = redis.call('HMGET', KEYS[2], 'v', 'head')
local current = tonumber(meta[1] or '0')
if current ~= expected then
  return {'conflict', tostring(current)}
end
if ARGV[8] ~= '' and meta[2] ~= ARGV[8] then
  return {'stale-head', tostring(current)}
end

local n = tonumber(ARGV[9])
local i = 10
local v = current
for _ = 1, n do
  v = v + 1
  redis.call('XADD', KEYS[1], v .. '-0', 'e', ARGV[i + 1])
  if v == current + n then  -- the batch's last event also carries the head, a leaf of the transparency log
    redis.call('XADD', KEYS[3], 'MAXLEN', '~', ARGV[6], '*', 'g', ARGV[7], 'v', v, 't', ARGV[i], 'h', ARGV[5])
  else
    redis.call('XADD', KEYS[3], 'MAXLEN', '~', ARGV[6], '*', 'g', ARGV[7], 'v', v, 't', ARGV[i])
  end
  i = i + 2
end
redis.call('HSET', KEYS[2], 'v', v, 'head', ARGV[5])

local m = tonumber(ARGV[i])
for j = 1, m do
  redis.call('HSET', KEYS[5], ARGV[i + 2 * j - 1], ARGV[i + 2 * j])
end

if fingerprint ~= '' then
  redis.call('SET', KEYS[4], fingerprint .. '\n' .. v .. '\n' .. ARGV[4], 'PX', ARGV[3])
end
return {'ok', tostring(v)}

#!/bin/bash
# Measures an idle reader: wake-ups per minute while nothing changes, and the time from a
# delivery's rename into new/ to the message on screen (tmux capture for mailbox, the
# window title's unread count for mailbox-gtk).
# Not part of `splitkit-bench --check` yet: it drives the real binaries (tmux, Xvfb :77,
# xdotool). usage: measure_watch.sh BUILD_DIR [SECONDS_IDLE]
set -uo pipefail
bin=$1; idle=${2:-60}
work=$(mktemp -d); gtk=; xvfb=
# Whatever happens, nothing started here outlives the script.
trap 'tmux -S "$work/tmux" kill-server 2>/dev/null; kill $gtk $xvfb 2>/dev/null; rm -rf "$work"' EXIT
root=$work/Mail; mkdir -p $root/{cur,new,tmp} $work/home
msg() { printf 'From: %s <x@example.org>\nSubject: %s\nMessage-ID: <%s@x>\nDate: Mon, 5 Jan 2026 10:00:00 +0000\n\nbody\n' "$1" "$2" "$3"; }
for i in $(seq 1 200); do msg "Sender $i" "Old $i" "old$i" > $root/cur/$i.M$i.host:2,S; done
# One line per thread: its id and voluntary context switches (each is one wake-up).
switches() { for f in /proc/$1/task/*/status; do echo "$(basename $(dirname $f)) $(awk '/^voluntary_ctxt_switches/{print $2}' $f)"; done | sort; }
# The wake-ups between two samples, over the threads in both.
woken() { join <(echo "$1") <(echo "$2") | awk '{t += $3 - $2} END {print t + 0}'; }
now_ms() { date +%s%3N; }
deliver() { msg "Fresh" "$1" "$1" > $root/tmp/$1; mv $root/tmp/$1 $root/new/$1; }

# Terminal reader in tmux.
export HOME=$work/home XDG_STATE_HOME=$work/state TERM=xterm-256color LANG=C.UTF-8
sock=$work/tmux
tmux -S $sock new-session -d -x 160 -y 40 "$bin/mailbox $root"
sleep 3
pid=$(pgrep -f "^$bin/mailbox $root" | head -1)
a=$(switches $pid); sleep $idle; b=$(switches $pid)
echo "mailbox: $(woken "$a" "$b") wake-ups in ${idle}s idle ($(echo "$b" | wc -l) threads)"
for n in 1 2 3 4 5; do
  start=$(now_ms); deliver "TermNew$n"
  until tmux -S $sock capture-pane -p | head -1 | grep -q "— $((200 + n))"; do sleep 0.005; done
  echo "mailbox: delivery $n on screen after $(( $(now_ms) - start )) ms"
  sleep 0.5
done
tmux -S $sock send-keys q; sleep 1; tmux -S $sock kill-server 2>/dev/null || true

# GTK reader on Xvfb: the title's unread count follows the delivery.
Xvfb :77 -screen 0 1280x1024x24 >/dev/null 2>&1 & xvfb=$!
sleep 1
DISPLAY=:77 GDK_BACKEND=x11 $bin/mailbox-gtk $root >/dev/null 2>&1 & gtk=$!
sleep 8
a=$(switches $gtk); sleep $idle; b=$(switches $gtk)
echo "mailbox-gtk: $(woken "$a" "$b") wake-ups in ${idle}s idle ($(echo "$b" | wc -l) threads)"
for n in 1 2 3 4 5; do
  start=$(now_ms); deliver "GtkNew$n"
  # The terminal run left 5 unread; each delivery here adds one.
  until DISPLAY=:77 xdotool search --name 'mailbox-gtk' getwindowname 2>/dev/null | grep -q "($((5 + n)) unread)"; do sleep 0.005; done
  echo "mailbox-gtk: delivery $n in the title after $(( $(now_ms) - start )) ms ($(DISPLAY=:77 xdotool search --name 'mailbox-gtk' getwindowname | head -1))"
  sleep 0.5
done
kill $gtk; wait $gtk 2>/dev/null || true
kill $xvfb; wait $xvfb 2>/dev/null || true
